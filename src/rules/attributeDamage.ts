// R072, R073, C15: damage outside combat, straight to an attribute.
import type { Rng } from '../dice/rng.js';
import { assertCreature, conditionsOf, type Attribute, type Creature } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { withCondition, withScore } from './change.js';
import { assertDamage, damage, type DamageResult } from './damage.js';
import { takeDamage, type TakeDamageResult } from './takeDamage.js';

/**
 * What attribute damage did.
 *
 * @example
 * const result: AttributeDamageResult = applyAttributeDamage(pc, 'dex', 3);
 * @category Damage
 */
export interface AttributeDamageResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** The attribute that lost points. */
  readonly attribute: Attribute;
  /** How much it lost (never more than it had). */
  readonly lost: number;
  /** Whether STR reached 0: death (R073). */
  readonly dead: boolean;
  /** What happened, conditions that follow from the new score included. */
  readonly events: readonly RulesEvent[];
}

const ATTRIBUTES: readonly Attribute[] = ['str', 'dex', 'wil'];

/**
 * Takes points straight from an attribute, with no armor, no HP and no
 * Critical Damage save (R072; the 1e FAQ: non-combat STR loss triggers no
 * save). At STR 0 the creature dies, at DEX 0 it is paralyzed, at WIL 0
 * delirious, unable to act until restored (R073).
 *
 * @param amount - points lost, an integer of 0 or more
 * @throws CairnError `BAD_CREATURE`, `BAD_ARGUMENT` for an unknown attribute, `BAD_DAMAGE`.
 * @example
 * // A poison needle: 3 DEX.
 * const pc = createCreature({ kind: 'pc', hp: 4, str: 10, dex: 3, wil: 10 });
 * conditionsOf(applyAttributeDamage(pc, 'dex', 3).target); // ['paralyzed']
 * @category Damage
 */
export function applyAttributeDamage<T extends Creature>(target: T, attribute: Attribute, amount: number): AttributeDamageResult<T> {
  const fn = 'applyAttributeDamage';
  assertCreature(target, fn);
  if (!ATTRIBUTES.includes(attribute)) throw mustBe('BAD_ARGUMENT', fn, 'attribute', '"str", "dex" or "wil"', attribute);
  assertDamage(amount, fn, 'amount');
  const events: RulesEvent[] = [];
  const before = conditionsOf(target);
  const score = target[attribute];
  const lost = Math.min(amount, score.current);
  let next = withScore(target, attribute, { current: score.current - lost, max: score.max }, 'attribute-damage', events);
  const dead = attribute === 'str' && next.str.current === 0;
  if (dead) next = withCondition(next, next.kind === 'detachment' ? 'destroyed' : 'dead', events);
  for (const condition of conditionsOf(next)) {
    if (!before.includes(condition) && !events.some((e) => e.type === 'condition-gained' && e.condition === condition)) {
      events.push({ type: 'condition-gained', condition });
    }
  }
  return { target: next, attribute, lost, dead, events };
}

/**
 * Options for damage outside combat: rules options and the attribute hit
 * (default STR, "usually STR", R072).
 *
 * @example
 * const options: OutOfCombatOptions = { attribute: 'dex' };
 * @category Damage
 */
export interface OutOfCombatOptions extends Partial<RulesOptions> {
  /** The attribute the damage goes to with `outOfCombatDamage: 'attribute'`. Default `'str'`. */
  readonly attribute?: Attribute;
}

/**
 * Damage outside combat (a fall, a trap, poison), by the `outOfCombatDamage`
 * option (C15): `'attribute'` (2e, default) takes it straight from an
 * attribute with {@link applyAttributeDamage}; `'hpThenStr'` (DAIRN's
 * procedures) treats it like a hit, through armor, HP and STR, with
 * {@link applyDamage} (a Critical Damage save may then be owed).
 *
 * @throws CairnError as the function it routes to, and `BAD_OPTION`.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10 });
 * applyOutOfCombatDamage(pc, 2).target.str.current; // 8: HP is not touched
 * applyOutOfCombatDamage(pc, 2, { outOfCombatDamage: 'hpThenStr' }).target.hp.current; // 2
 * @category Damage
 */
export function applyOutOfCombatDamage<T extends Creature>(
  target: T,
  amount: number,
  options?: OutOfCombatOptions,
): AttributeDamageResult<T> | DamageResult<T> {
  const fn = 'applyOutOfCombatDamage';
  const rules = resolveRules(options, fn, ['attribute']);
  if (rules.outOfCombatDamage === 'attribute') return applyAttributeDamage(target, options?.attribute ?? 'str', amount);
  assertCreature(target, fn);
  assertDamage(amount, fn, 'amount');
  return damage(target, amount, rules);
}

/**
 * Damage outside combat, rolling what is owed: with `'attribute'` (default)
 * nothing is rolled (no save, R072); with `'hpThenStr'` it runs
 * {@link takeDamage}.
 *
 * @throws CairnError as {@link applyOutOfCombatDamage} and {@link takeDamage}.
 * @example
 * takeOutOfCombatDamage(scriptedRng([]), pc, 2).target.str.current; // 8
 * @category Damage
 */
export function takeOutOfCombatDamage<T extends Creature>(
  rng: Rng,
  target: T,
  amount: number,
  options?: OutOfCombatOptions,
): AttributeDamageResult<T> | TakeDamageResult<T> {
  const rules = resolveRules(options, 'takeOutOfCombatDamage', ['attribute']);
  if (rules.outOfCombatDamage === 'attribute') return applyAttributeDamage(target, options?.attribute ?? 'str', amount);
  return takeDamage(rng, target, amount, rules);
}
