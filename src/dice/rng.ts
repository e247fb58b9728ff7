import { mustBe } from '../model/error.js';

/**
 * A source of dice: every random number the library uses is one call to
 * `die`. Implement it to route Cairn's dice through a VTT's own dice engine,
 * a replay log or physical dice typed in at the table.
 *
 * Contract: `die(sides)` returns one uniformly chosen integer face from 1 to
 * `sides`. The library checks every face it receives and throws
 * `CairnError` `BAD_FACE` for anything else.
 *
 * @example
 * // A die that always rolls its maximum (handy for "what if" previews):
 * const maxRng: Rng = { die: (sides) => sides };
 * roll(maxRng, '3d6').total; // 18
 * @category Dice
 */
export interface Rng {
  /** One uniform face from 1 to `sides` (an integer from 1 to {@link MAX_SIDES}). */
  die(sides: number): number;
}

/**
 * The largest die an {@link Rng} is asked to roll: 2^32 − 1 sides.
 *
 * @example
 * seededRng(1).die(MAX_SIDES) <= MAX_SIDES; // true
 * @category Dice
 */
export const MAX_SIDES = 0xffffffff;

/** True for an integer from 1 to MAX_SIDES; one unsigned shift, no allocation. @internal */
export function isSides(sides: unknown): sides is number {
  return typeof sides === 'number' && sides >>> 0 === sides && sides !== 0;
}

/** Throws BAD_SIDES unless `sides` is an integer from 1 to MAX_SIDES. @internal */
export function assertSides(sides: unknown, functionName: string): asserts sides is number {
  if (!isSides(sides)) {
    throw mustBe('BAD_SIDES', functionName, 'sides', `an integer from 1 to ${MAX_SIDES}`, sides);
  }
}

/** Throws BAD_RNG unless `rng` has a `die` method. @internal */
export function assertRng(rng: unknown, functionName: string): asserts rng is Rng {
  if (typeof rng !== 'object' || rng === null || typeof (rng as { die?: unknown }).die !== 'function') {
    throw mustBe('BAD_RNG', functionName, 'rng', 'an Rng (an object with a die(sides) method)', rng);
  }
}
