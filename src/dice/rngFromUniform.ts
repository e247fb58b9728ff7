import { mustBe } from '../model/error.js';
import type { Rng } from './rng.js';
import { rngFromSource, type Uint32Source } from './uniformDie.js';

const TWO_POW_32 = 0x100000000;

/** @internal Shared by rngFromUniform and mathRandomRng, so errors name the right function. */
export function uniformRng(uniform: () => number, functionName: string): Rng {
  if (typeof uniform !== 'function') {
    throw mustBe('BAD_ARGUMENT', functionName, 'uniform', 'a function returning a number in [0, 1)', uniform);
  }
  const source: Uint32Source = {
    nextUint32(): number {
      const u = uniform();
      if (typeof u !== 'number' || !(u >= 0 && u < 1)) {
        throw mustBe('BAD_RNG', functionName, 'uniform()', 'a number in [0, 1)', u);
      }
      return Math.floor(u * TWO_POW_32);
    },
  };
  return rngFromSource(source, functionName);
}

/**
 * Adapts a function returning uniform floats in [0, 1) into an {@link Rng}:
 * each draw is turned into 32 random bits and faces are chosen without bias
 * by rejection sampling. Use it with Foundry VTT's
 * `CONFIG.Dice.randomUniform` or any other uniform source.
 *
 * @param uniform - returns a number in [0, 1) on every call
 * @throws CairnError `BAD_ARGUMENT` when `uniform` is not a function; the
 * returned Rng throws `BAD_RNG` when `uniform` returns anything outside [0, 1).
 * @example
 * // In a Foundry VTT module:
 * // const rng = rngFromUniform(CONFIG.Dice.randomUniform);
 * const rng = rngFromUniform(() => 0.99);
 * rng.die(6); // 6
 * @category Dice
 */
export function rngFromUniform(uniform: () => number): Rng {
  return uniformRng(uniform, 'rngFromUniform');
}
