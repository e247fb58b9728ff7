// R077, R078, C6, C25: Deprived (lacking food, water or rest) and the
// Fatigue that comes from it.
import { conditionsOf, type Creature } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { withCondition, withoutCondition } from './change.js';
import { fatigueInto, type FatigueResult } from './fatigue.js';
import { assertCarrier } from './inventory.js';

const MAX_DAYS = 10_000;

function assertDays(days: unknown, fn: string, argument: string): asserts days is number {
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > MAX_DAYS) {
    throw mustBe('BAD_ARGUMENT', fn, argument, `an integer from 0 to ${MAX_DAYS}`, days);
  }
}

/**
 * A change of condition.
 *
 * @example
 * const result: ConditionResult = deprive(pc);
 * result.target.conditions; // ['deprived']
 * @category Fatigue
 */
export interface ConditionResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** What happened. */
  readonly events: readonly RulesEvent[];
}

/**
 * Makes a creature Deprived: it lacks a crucial need such as food, water
 * or rest (R077). While Deprived it recovers no HP, no attributes and
 * clears no Fatigue by resting (C6, `deprivedBlocks`), and a save may be
 * owed when it casts (R084).
 *
 * @throws CairnError `BAD_CREATURE`, `BAD_ITEM`.
 * @example
 * deprive(createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10 })).target.conditions; // ['deprived']
 * @category Fatigue
 */
export function deprive<T extends Creature>(target: T): ConditionResult<T> {
  assertCarrier(target, 'deprive', 'target');
  const events: RulesEvent[] = [];
  return { target: withCondition(target, 'deprived', events), events };
}

/**
 * The result of {@link endDeprivation}.
 *
 * @example
 * const result: EndDeprivationResult = endDeprivation(pc);
 * result.stillDeprived; // false
 * @category Fatigue
 */
export interface EndDeprivationResult<T extends Creature = Creature> extends ConditionResult<T> {
  /**
   * Still Deprived through an injury that waits for recovery (Walloped
   * until rested, a Mortal Wound until recovered: R046, R053).
   */
  readonly stillDeprived: boolean;
}

/**
 * Ends Deprived once the need is met (R077): the creature has eaten, drunk
 * or slept. Injuries that leave a PC Deprived (Walloped, Mortal Wound) end
 * only with their recovery; `stillDeprived` says so.
 *
 * @throws CairnError `BAD_CREATURE`, `BAD_ITEM`.
 * @example
 * const hungry = createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10, conditions: ['deprived'] });
 * endDeprivation(hungry).target.conditions; // []
 * @category Fatigue
 */
export function endDeprivation<T extends Creature>(target: T): EndDeprivationResult<T> {
  assertCarrier(target, 'endDeprivation', 'target');
  const events: RulesEvent[] = [];
  const next = withoutCondition(target, 'deprived', events);
  return { target: next, stillDeprived: conditionsOf(next).includes('deprived'), events };
}

/**
 * How much Fatigue `days` days of deprivation bring in all (R078, C25).
 * Deprived for more than a day means one Fatigue a day. The default
 * (`deprivationFatigue: 'afterFirstDay'`, DAIRN's "each subsequent day")
 * counts the days after the first: `days − 1`. With
 * `'everyDayOnceOverOne'` every day counts once past the first: 0 for one
 * day, then `days`.
 *
 * @param days - whole days Deprived, 0 or more
 * @throws CairnError `BAD_ARGUMENT` for bad days, `BAD_OPTION`.
 * @example
 * fatigueForDeprivation(3); // 2
 * fatigueForDeprivation(3, { deprivationFatigue: 'everyDayOnceOverOne' }); // 3
 * fatigueForDeprivation(1); // 0
 * @category Fatigue
 */
export function fatigueForDeprivation(days: number, options?: Partial<RulesOptions>): number {
  const fn = 'fatigueForDeprivation';
  assertDays(days, fn, 'days');
  return fatigueFor(days, resolveRules(options, fn));
}

function fatigueFor(days: number, rules: RulesOptions): number {
  if (days <= 1) return 0;
  return rules.deprivationFatigue === 'afterFirstDay' ? days - 1 : days;
}

/**
 * Options for {@link endureDeprivation}: rules options, and how many days
 * the creature had already been Deprived before these.
 *
 * @example
 * const options: DeprivationOptions = { daysBefore: 2 };
 * @category Fatigue
 */
export interface DeprivationOptions extends Partial<RulesOptions> {
  /** Days already spent Deprived before this call, already paid for in Fatigue. Default 0. */
  readonly daysBefore?: number;
}

/**
 * The result of {@link endureDeprivation}: Fatigue added and owed, as
 * {@link addFatigue} reports it, and how much the days brought.
 *
 * @example
 * const result: DeprivationResult = endureDeprivation(pc, 3);
 * result.due; // 2
 * @category Fatigue
 */
export interface DeprivationResult<T extends Creature = Creature> extends FatigueResult<T> {
  /** Fatigue these days brought (R078, C25): `added + owed`. */
  readonly due: number;
}

/**
 * Passes `days` days Deprived (R077, R078): the creature is marked
 * Deprived and gains the Fatigue the days bring, one a day once past the
 * first day ({@link fatigueForDeprivation}, C25). Call it day by day or for
 * a stretch; `daysBefore` counts days already paid for, so three calls of
 * one day add what one call of three days adds. Fatigue that finds no free
 * slot is reported as {@link addFatigue} reports it (R023, R024).
 *
 * @param days - whole days Deprived now, 0 or more
 * @throws CairnError `BAD_ARGUMENT` for bad days, `BAD_OPTION`, `BAD_CREATURE`, `BAD_ITEM`.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10 });
 * const day1 = endureDeprivation(pc, 1); // deprived, no Fatigue yet
 * const day2 = endureDeprivation(day1.target, 1, { daysBefore: 1 });
 * day2.added; // 1
 * @category Fatigue
 */
export function endureDeprivation<T extends Creature>(target: T, days: number, options?: DeprivationOptions): DeprivationResult<T> {
  const fn = 'endureDeprivation';
  assertCarrier(target, fn, 'target');
  assertDays(days, fn, 'days');
  const rules = resolveRules(options, fn, ['daysBefore']);
  const daysBefore = options?.daysBefore ?? 0;
  assertDays(daysBefore, fn, 'options.daysBefore');
  if (daysBefore + days > MAX_DAYS) throw mustBe('BAD_ARGUMENT', fn, 'days', `at most ${MAX_DAYS - daysBefore} after ${daysBefore} days`, days);
  const events: RulesEvent[] = [];
  const deprived = days > 0 ? withCondition(target, 'deprived', events) : target;
  const due = fatigueFor(daysBefore + days, rules) - fatigueFor(daysBefore, rules);
  const result = fatigueInto(deprived, due, 'deprivation', rules, events);
  return { ...result, due };
}
