// R084: the WIL save a Deprived or endangered caster may owe, and what a
// failure can cost.
import { assertRng, type Rng } from '../dice/rng.js';
import { roll } from '../dice/roll.js';
import { assertCreature, type Creature } from '../model/creature.js';
import type { RulesEvent } from '../model/events.js';
import { rolledEvent } from './change.js';
import { assertD20, resolveSave, type SaveResult } from './saves.js';

/**
 * What a failed casting save may cost, "on par with the intended effect"
 * (R084); the Warden chooses.
 *
 * @example
 * const mishap: CastingMishap = 'book-destroyed';
 * @category Magic
 */
export type CastingMishap = 'fatigue' | 'book-destroyed' | 'injury' | 'death';

/**
 * The consequences a failed casting save may bring (R084): more Fatigue
 * (`addFatigue`), the book destroyed (`dropItem`), injury (`applyDamage`),
 * or death.
 *
 * @example
 * CASTING_MISHAPS.includes('fatigue'); // true
 * @category Magic
 */
export const CASTING_MISHAPS: readonly CastingMishap[] = /* @__PURE__ */ Object.freeze(['fatigue', 'book-destroyed', 'injury', 'death'] as const);

/**
 * The outcome of a casting save.
 *
 * @example
 * const result: CastingSaveResult = resolveCastingSave(pc, 15);
 * result.mishap; // true when 15 is above the caster's WIL
 * @category Magic
 */
export interface CastingSaveResult {
  /** The WIL save (R001). */
  readonly save: SaveResult;
  /** The save failed: casting has a consequence. */
  readonly mishap: boolean;
  /** The consequences the Warden chooses from on a failure ({@link CASTING_MISHAPS}); empty on a success. */
  readonly consequences: readonly CastingMishap[];
  /** What happened. */
  readonly events: readonly RulesEvent[];
}

/**
 * Resolves the WIL save a caster owes when Deprived or in danger (R084),
 * from a d20 already rolled, against the caster's current WIL. On a failure
 * casting has a consequence on par with the intended effect: more Fatigue,
 * the book destroyed, injury or even death; the Warden chooses and applies
 * it with the inventory and damage functions.
 *
 * @param caster - the caster (as {@link castSpell} returned it)
 * @param d20 - the face rolled, 1 to 20
 * @throws CairnError `BAD_CREATURE`, `BAD_FACE`.
 * @example
 * const caster = createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 12, conditions: ['deprived'] });
 * resolveCastingSave(caster, 15).consequences; // ['fatigue', 'book-destroyed', 'injury', 'death']
 * resolveCastingSave(caster, 1).mishap; // false
 * @category Magic
 */
export function resolveCastingSave(caster: Creature, d20: number): CastingSaveResult {
  const fn = 'resolveCastingSave';
  assertCreature(caster, fn, 'caster');
  assertD20(d20, fn);
  const save = resolveSave(caster.wil.current, d20);
  return {
    save,
    mishap: !save.success,
    consequences: save.success ? [] : CASTING_MISHAPS,
    events: [{ type: 'save-made', attribute: 'wil', purpose: 'casting', score: save.score, roll: save.roll, success: save.success }],
  };
}

/**
 * Rolls the casting save (R084): built on {@link resolveCastingSave}.
 *
 * @throws CairnError as {@link resolveCastingSave}, and `BAD_RNG`.
 * @example
 * const caster = createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 12 });
 * rollCastingSave(scriptedRng([20]), caster).mishap; // true: a 20 always fails
 * @category Magic
 */
export function rollCastingSave(rng: Rng, caster: Creature): CastingSaveResult {
  const fn = 'rollCastingSave';
  assertRng(rng, fn);
  assertCreature(caster, fn, 'caster');
  const d20 = roll(rng, 'd20');
  const result = resolveCastingSave(caster, d20.total);
  return { ...result, events: [rolledEvent('save', d20), ...result.events] };
}
