// The one unbiased-integer helper every built-in Rng stands on, and rollDie,
// through which the library rolls every die it rolls.
import { CairnError, mustBe } from '../model/error.js';
import { assertSides, type Rng } from './rng.js';

/** A source of uniformly distributed unsigned 32-bit integers. @internal */
export interface Uint32Source {
  nextUint32(): number;
}

const TWO_POW_32 = 0x100000000;
/** Below this many sides, draw × sides stays under 2^53 and is exact in a double. */
const EXACT_PRODUCT_SIDES = 0x200000;
/**
 * Unusable draws in a row after which a source is reported as stuck. A
 * fair source is rejected at most about half the time (only for dice close
 * to 2^32 sides), so 100 in a row happens with probability below 10^-30.
 */
const MAX_DRAWS = 100;

/**
 * One uniform face from 1 to `sides` (already checked by the caller), by
 * rejection sampling so every face has exactly the same number of accepted
 * 32-bit draws.
 *
 * Dice under 2^21 sides use Lemire's multiply-and-shift method: the face is
 * the high part of draw × sides, and the low 32 bits (one `Math.imul`) tell
 * when a draw must be thrown away; no division on the common path, and the
 * face grows with the draw, so a uniform 0.999 is a high face. Larger dice
 * fall back to the modulo method.
 * @internal
 */
export function uniformDie(source: Uint32Source, sides: number, functionName: string): number {
  for (let draws = 0; draws < MAX_DRAWS; draws++) {
    const draw = source.nextUint32();
    if (sides < EXACT_PRODUCT_SIDES) {
      // Lemire: the high word of draw × sides is the face, unless the low
      // word falls among the (2^32 − sides) mod sides values that would bias
      // it. That remainder is below sides, so most draws skip the division.
      const low = Math.imul(draw, sides) >>> 0;
      if (low >= sides || low >= (-sides >>> 0) % sides) return Math.floor((draw * sides) / TWO_POW_32) + 1;
    } else if (draw < TWO_POW_32 - (TWO_POW_32 % sides)) {
      return (draw % sides) + 1;
    }
  }
  throw stuck(sides, functionName);
}

function stuck(sides: number, functionName: string): CairnError {
  return new CairnError(
    'BAD_RNG',
    functionName,
    'source',
    `${functionName}: the random source must vary, got ${MAX_DRAWS} unusable draws in a row for a d${sides}`,
  );
}

/** An Rng whose faces come from `source` through {@link uniformDie}. @internal */
export function rngFromSource(source: Uint32Source, functionName: string): Rng {
  return {
    die(sides: number): number {
      assertSides(sides, `${functionName}.die`);
      return uniformDie(source, sides, `${functionName}.die`);
    },
  };
}

/**
 * Base of the built-in generators that draw their own 32-bit words
 * (`seededRng`). {@link rollDie} recognises it and samples the face
 * straight from the generator: such faces need no checking, which makes
 * every die the library rolls about a fifth cheaper. Not exported from the
 * package, so only the library's own generators carry it.
 * @internal
 */
export abstract class Uint32Rng implements Rng, Uint32Source {
  abstract nextUint32(): number;
  abstract die(sides: number): number;
  /**
   * A face of `sides` (already checked) from {@link uniformDie}. Abstract
   * here so that `rollDie`, which every rules bundle carries, does not pull
   * the sampler into bundles that never create a built-in generator.
   */
  abstract draw(sides: number, functionName: string): number;
}

/**
 * Rolls one die of `sides` (already checked by the caller) for a rules or
 * dice function. A built-in generator is sampled directly; any other Rng
 * goes through its `die` and the face it returns is checked, so a
 * misbehaving adapter is reported instead of turning into a wrong result
 * (D-DICE-4).
 * @internal
 */
export function rollDie(rng: Rng, sides: number, functionName: string): number {
  if (rng instanceof Uint32Rng) return rng.draw(sides, functionName);
  const face = rng.die(sides);
  if (typeof face !== 'number' || face >>> 0 !== face || face === 0 || face > sides) {
    throw mustBe('BAD_FACE', functionName, `rng.die(${sides})`, `an integer from 1 to ${sides}`, face);
  }
  return face;
}
