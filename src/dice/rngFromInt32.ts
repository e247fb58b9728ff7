import { mustBe } from '../model/error.js';
import type { Rng } from './rng.js';
import { rngFromSource, type Uint32Source } from './uniformDie.js';

/**
 * Adapts a function returning random 32-bit integers (signed or unsigned)
 * into an {@link Rng}, for generators such as pure-rand's. Faces are chosen
 * without bias by rejection sampling.
 *
 * @param next - returns an integer from -2^31 to 2^32 − 1 on every call; all 32 bits must be random
 * @throws CairnError `BAD_ARGUMENT` when `next` is not a function; the
 * returned Rng throws `BAD_RNG` when `next` returns anything else.
 * @example
 * // With pure-rand: const gen = xoroshiro128plus(42);
 * // const rng = rngFromInt32(() => gen.unsafeNext());
 * let x = 0;
 * const rng = rngFromInt32(() => (x = (Math.imul(x, 1664525) + 1013904223) | 0));
 * rng.die(8); // 1..8
 * @category Dice
 */
export function rngFromInt32(next: () => number): Rng {
  if (typeof next !== 'function') {
    throw mustBe('BAD_ARGUMENT', 'rngFromInt32', 'next', 'a function returning 32-bit integers', next);
  }
  const source: Uint32Source = {
    nextUint32(): number {
      const value = next();
      if (typeof value !== 'number' || !Number.isInteger(value) || value < -0x80000000 || value > 0xffffffff) {
        throw mustBe('BAD_RNG', 'rngFromInt32', 'next()', 'an integer from -2147483648 to 4294967295', value);
      }
      return value >>> 0;
    },
  };
  return rngFromSource(source, 'rngFromInt32');
}
