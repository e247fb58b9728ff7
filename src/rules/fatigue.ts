// R021, R023, R024, R079, C7: Fatigue takes an inventory slot; with none
// free an item must be dropped, and with every slot Fatigue no more can be
// taken on.
import type { Creature } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { FatigueCause, RulesEvent } from '../model/events.js';
import type { Item, ItemCarry } from '../model/item.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { assertCarrier, regionSizes, settleFullness, usageOf } from './inventory.js';

/**
 * One Fatigue, as it sits in an inventory: one slot, in the pack. Fatigue
 * is a kind, never a name (R021), so it reads the same in every language.
 *
 * @example
 * FATIGUE; // { id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' }
 * @category Fatigue
 */
export const FATIGUE: Item = /* @__PURE__ */ Object.freeze({ id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' } as const);

/**
 * Why Fatigue could not all be added (R023, R024, C7):
 * - `drop-required`: no slot is free; the caller chooses an item to drop,
 *   then adds what is still owed;
 * - `all-fatigue`: every slot already holds Fatigue, so nothing can be
 *   dropped (R024; the Warden decides what happens);
 * - `no-free-slot`: no slot is free and `fatigueWhenFull` is `'reject'`.
 *
 * @example
 * const reason: FatigueBlock = 'drop-required';
 * @category Fatigue
 */
export type FatigueBlock = 'drop-required' | 'all-fatigue' | 'no-free-slot';

/**
 * The result of adding Fatigue.
 *
 * @example
 * const result: FatigueResult = addFatigue(pc);
 * result.added; // 1
 * @category Fatigue
 */
export interface FatigueResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** Fatigue added. */
  readonly added: number;
  /** Fatigue still owed because no slot was free (0 when all was added). */
  readonly owed: number;
  /** Why some is still owed, or `null`. */
  readonly blocked: FatigueBlock | null;
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

/**
 * Options for {@link addFatigue}: rules options, and where the Fatigue came
 * from (for the event; default `'other'`).
 *
 * @example
 * const options: FatigueOptions = { cause: 'weather', fatigueWhenFull: 'reject' };
 * @category Fatigue
 */
export interface FatigueOptions extends Partial<RulesOptions> {
  /** Where the Fatigue came from (R079). Default `'other'`. */
  readonly cause?: FatigueCause;
}

const CAUSES: readonly FatigueCause[] = ['spell', 'deprivation', 'travel', 'weather', 'other'];
const MAX_COUNT = 1000;

/**
 * Where the next Fatigue goes, or null when no slot is free: in the pack,
 * and with the hands/body/pack layout in a body slot or a hand once the
 * pack is full (D-INV-3).
 * @internal
 */
export function fatiguePlace(inventory: readonly Item[], rules: RulesOptions): ItemCarry | null {
  const usage = usageOf(inventory, rules);
  const limit = rules.inventorySlots;
  if (usage.used + 1 > limit) return null;
  if (rules.slotLayout !== 'hands-body-pack') return 'stowed';
  const sizes = regionSizes(limit);
  for (const place of ['stowed', 'worn', 'held'] as const) if (usage[place] + 1 <= sizes[place]) return place;
  return null;
}

/**
 * Why Fatigue finds no slot: nothing but Fatigue takes a slot (R024), the
 * `'reject'` option (C7), or an item must be dropped (R023).
 * @internal
 */
export function fatigueBlock(inventory: readonly Item[], rules: RulesOptions): FatigueBlock {
  const usage = usageOf(inventory, rules);
  if (usage.used - usage.fatigue <= 0) return 'all-fatigue';
  return rules.fatigueWhenFull === 'reject' ? 'no-free-slot' : 'drop-required';
}

/** Adds up to `count` Fatigue, reporting what was added and what is owed. @internal */
export function fatigueInto<T extends Creature>(
  target: T,
  count: number,
  cause: FatigueCause,
  rules: RulesOptions,
  events: RulesEvent[],
): FatigueResult<T> {
  const inventory = [...target.inventory];
  let added = 0;
  while (added < count) {
    const place = fatiguePlace(inventory, rules);
    if (place === null) break;
    inventory.push(place === 'stowed' ? FATIGUE : { ...FATIGUE, carry: place });
    added++;
  }
  let next = target;
  if (added > 0) {
    events.push({ type: 'fatigue-added', count: added, cause });
    next = settleFullness(target, { ...target, inventory }, rules, events);
  }
  const owed = count - added;
  let blocked: FatigueBlock | null = null;
  if (owed > 0) {
    blocked = fatigueBlock(inventory, rules);
    if (blocked === 'drop-required') events.push({ type: 'drop-required', fatigue: owed });
    else events.push({ type: 'fatigue-refused', count: owed, reason: blocked === 'all-fatigue' ? 'all-fatigue' : 'no-free-slot' });
  }
  return { target: next, added, owed, blocked, events };
}

/** @internal */
export function assertCount(count: unknown, fn: string, min = 0, argument = 'count'): asserts count is number {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < min || count > MAX_COUNT) {
    throw mustBe('BAD_ARGUMENT', fn, argument, `an integer from ${min} to ${MAX_COUNT}`, count);
  }
}

/**
 * Adds Fatigue, one slot each (R021), from casting, deprivation, travel,
 * weather or the fiction (R079). With no slot free, an item must be
 * dropped (R023): the result says so (`blocked: 'drop-required'`, with the
 * Fatigue still `owed`) and leaves the choice of item to the caller, who
 * drops it with {@link dropItem} and adds what is owed. When every slot
 * already holds Fatigue nothing can be dropped, and the rest is refused
 * (`'all-fatigue'`, R024). With `fatigueWhenFull: 'reject'` (C7, 1e has no
 * rule) Fatigue that finds no free slot is refused (`'no-free-slot'`).
 * Filling the last slot makes HP count as 0 (R022).
 *
 * @param count - how many Fatigue, default 1
 * @throws CairnError `BAD_ARGUMENT` for a bad count, `BAD_OPTION` (also for a bad `cause`), `BAD_CREATURE`, `BAD_ITEM`.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10 });
 * const tired = addFatigue(pc, 2, { cause: 'weather' });
 * slotsUsed(tired.target); // 2
 * @category Fatigue
 */
export function addFatigue<T extends Creature>(target: T, count = 1, options?: FatigueOptions): FatigueResult<T> {
  const fn = 'addFatigue';
  assertCarrier(target, fn, 'target');
  assertCount(count, fn);
  const rules = resolveRules(options, fn, ['cause']);
  const cause = options?.cause ?? 'other';
  if (!CAUSES.includes(cause)) throw mustBe('BAD_OPTION', fn, 'options.cause', `one of ${CAUSES.join(', ')}`, cause);
  return fatigueInto(target, count, cause, rules, []);
}

/**
 * The result of removing Fatigue.
 *
 * @example
 * const result: RemoveFatigueResult = removeFatigue(pc);
 * result.removed; // 1
 * @category Fatigue
 */
export interface RemoveFatigueResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** Fatigue removed (fewer than asked when fewer were carried). */
  readonly removed: number;
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

/** Removes up to `count` Fatigue, the most recent first. @internal */
export function fatigueOut<T extends Creature>(
  target: T,
  count: number,
  cause: 'rest' | 'other',
  rules: RulesOptions,
  events: RulesEvent[],
): RemoveFatigueResult<T> {
  const inventory = [...target.inventory];
  let removed = 0;
  for (let i = inventory.length - 1; i >= 0 && removed < count; i--) {
    if ((inventory[i] as Item).kind !== 'fatigue') continue;
    inventory.splice(i, 1);
    removed++;
  }
  if (removed === 0) return { target, removed, events };
  events.push({ type: 'fatigue-cleared', count: removed, cause });
  return { target: settleFullness(target, { ...target, inventory }, rules, events), removed, events };
}

/**
 * Removes Fatigue outside of rest, as an effect does: eating a Leycap
 * removes one (R087). Not blocked by being Deprived, which only stops rest
 * from clearing Fatigue (R077, D-INV-8). A safe night's rest clears it all:
 * {@link nightRest}.
 *
 * @param count - how many to remove, default 1; fewer are removed when fewer are carried
 * @throws CairnError `BAD_ARGUMENT` for a bad count, `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [{ id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' }],
 * });
 * removeFatigue(pc).target.inventory; // []
 * @category Fatigue
 */
export function removeFatigue<T extends Creature>(target: T, count = 1, options?: Partial<RulesOptions>): RemoveFatigueResult<T> {
  const fn = 'removeFatigue';
  assertCarrier(target, fn, 'target');
  assertCount(count, fn);
  return fatigueOut(target, count, 'other', resolveRules(options, fn), []);
}
