// R028–R036, R041–R043: damage from an attack, the resolve layer. Armor
// first, then HP, then STR; what is owed next (a Critical Damage save, a
// scar) is reported, not rolled. takeDamage (takeDamage.ts) rolls it.
import { assertCreature, type Creature } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import type { ScarRow } from '../model/scar.js';
import { armorOfChecked } from './armor.js';
import { scoreEvents, withCondition, withField } from './change.js';
import { effectiveHpOf } from './inventory.js';
import { scarRowFor } from './scarFor.js';

/**
 * What one hit did (the resolve layer): the new target and what is owed.
 *
 * @example
 * const result: DamageResult = applyDamage(createCreature({ hp: 3, armor: 1, str: 10, dex: 10, wil: 10 }), 6);
 * // afterArmor 5, hpLost 3, strLost 2, criticalSave true
 * @category Damage
 */
export interface DamageResult<T extends Creature = Creature> {
  /** The target after the hit. */
  readonly target: T;
  /** The damage rolled. */
  readonly rolled: number;
  /** The target's armor, capped at 3 (R027). */
  readonly armor: number;
  /** The damage left after armor, never below 0 (R029). */
  readonly afterArmor: number;
  /** HP lost in this hit. */
  readonly hpLost: number;
  /** STR lost to damage that overflowed HP (R030). */
  readonly strLost: number;
  /**
   * For a PC whose HP dropped exactly to 0: the scars table row to consult,
   * or `'d12'` to roll for it (R034, R055, C27); otherwise `null`.
   */
  readonly scar: ScarRow | 'd12' | null;
  /** Whether a STR save against Critical Damage is now owed, against the new STR (R035). */
  readonly criticalSave: boolean;
  /** Whether the hit killed (STR 0 or below, R035) or destroyed a detachment (R063). */
  readonly dead: boolean;
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

/** The one extra option name damage functions accept (see TakeDamageOptions). @internal */
export const ATTACKER: readonly string[] = ['attacker'];

/** Largest damage amount accepted; more is certainly a bug in the caller. */
const MAX_DAMAGE = 1_000_000;

/** @internal */
export function assertDamage(rolled: unknown, functionName: string, argument = 'rolled'): asserts rolled is number {
  if (typeof rolled !== 'number' || !Number.isInteger(rolled) || rolled < 0 || rolled > MAX_DAMAGE) {
    throw mustBe('BAD_DAMAGE', functionName, argument, `an integer from 0 to ${MAX_DAMAGE}`, rolled);
  }
}

/**
 * Applies a damage roll from an attack (attacks always hit, R028):
 *
 * 1. the target's armor (worn and held items plus natural armor, capped at
 *    3) is subtracted, never going below 0 (R027, R029);
 * 2. HP takes what is left (R030); HP that counts as 0 (a full inventory,
 *    Panic) takes nothing, so everything goes on to STR (R033);
 * 3. damage beyond HP comes off STR (R030). HP reaching exactly 0 leaves
 *    STR untouched and owes no save (R031), and does not stop the target
 *    acting (R032);
 * 4. STR at 0 is death without a save (R035, C3); otherwise a STR save
 *    against the new STR is owed (`criticalSave`, R035, R036);
 * 5. a PC whose HP dropped exactly to 0 owes the scars table (`scar`,
 *    R034, C1, C2, R055); NPCs never do (R041).
 *
 * Nothing is rolled here: {@link takeDamage} rolls the save and the scar.
 *
 * @param target - the creature hit
 * @param rolled - the damage rolled, an integer of 0 or more
 * @param options - rules options; see {@link RulesOptions}
 * @throws CairnError `BAD_CREATURE`, `BAD_DAMAGE`, `BAD_OPTION`.
 * @example
 * // R042: Bea (5 HP, 1 armor) is hit by a club for 4.
 * const bea = createCreature({ kind: 'pc', name: 'Bea', hp: 5, armor: 1, str: 12, dex: 13, wil: 9 });
 * applyDamage(bea, 4).target.hp; // { current: 2, max: 5 }
 * @category Damage
 */
export function applyDamage<T extends Creature>(target: T, rolled: number, options?: Partial<RulesOptions>): DamageResult<T> {
  assertCreature(target, 'applyDamage');
  assertDamage(rolled, 'applyDamage');
  return damage(target, rolled, resolveRules(options, 'applyDamage', ATTACKER));
}

/** applyDamage after its checks. @internal */
export function damage<T extends Creature>(target: T, rolled: number, rules: RulesOptions): DamageResult<T> {
  const events: RulesEvent[] = [];
  const armor = armorOfChecked(target);
  const afterArmor = rolled > armor ? rolled - armor : 0;
  events.push({ type: 'armor-absorbed', rolled, armor, afterArmor });

  const hpBefore = effectiveHpOf(target, rules);
  let hpLost: number;
  let overflow: number;
  if (afterArmor <= hpBefore) {
    hpLost = afterArmor;
    overflow = 0;
  } else {
    hpLost = hpBefore;
    overflow = afterArmor - hpBefore;
  }
  const hp = hpLost > 0 ? { current: target.hp.current - hpLost, max: target.hp.max } : target.hp;
  if (hp !== target.hp) scoreEvents('hp', target.hp, hp, 'damage', events);

  let strLost = 0;
  let criticalSave = false;
  let dead = false;
  let str = target.str;
  if (overflow > 0) {
    strLost = overflow < str.current ? overflow : str.current;
    str = { current: str.current - strLost, max: str.max };
    if (strLost > 0) scoreEvents('str', target.str, str, 'damage', events);
  }
  // One copy of the creature for both scores (the copy is the costly part of a hit).
  let next = hp === target.hp && str === target.str ? target : withField(target, 'hp', hp, 'str', str);
  if (overflow > 0) {
    const strAfter = str.current;
    if (strAfter === 0 && !rules.saveAtZeroStr) {
      // R035, C3: STR 0 or below is death without a save (a detachment is destroyed, R063).
      dead = true;
      next = withCondition(next, target.kind === 'detachment' ? 'destroyed' : 'dead', events);
    } else {
      criticalSave = true;
      events.push({ type: 'save-owed', attribute: 'str', purpose: 'critical-damage', score: strAfter });
    }
  }

  let scar: ScarRow | 'd12' | null = null;
  // R034, C2: exactly 0 from above 0; overflow only with the scarOnOverflow house rule.
  if (target.kind === 'pc' && hpBefore > 0 && hpLost === hpBefore && (overflow === 0 || rules.scarOnOverflow) && !dead) {
    const index = rules.scarIndex === 'hpLost' ? hpLost : rules.scarIndex === 'rawDamage' ? rolled : target.hp.max;
    scar = scarRowFor(index, rules);
    if (scar !== null) events.push({ type: 'scar-owed', row: scar });
  }

  return { target: next, rolled, armor, afterArmor, hpLost, strLost, scar, criticalSave, dead, events };
}
