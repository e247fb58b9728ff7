import type { Rng } from './rng.js';
import { uniformRng } from './rngFromUniform.js';

/**
 * An {@link Rng} over `Math.random`: convenient for casual play, but not
 * reproducible and not suitable where fairness must be provable. Prefer
 * {@link seededRng} for replays and tests, {@link cryptoRng} for fairness.
 *
 * @example
 * const rng = mathRandomRng();
 * roll(rng, 'd20').total; // 1..20
 * @category Dice
 */
export function mathRandomRng(): Rng {
  return uniformRng(Math.random, 'mathRandomRng');
}
