// The one unbiased-integer helper every built-in Rng stands on.
import { CairnError } from '../model/error.js';
import { assertSides, type Rng } from './rng.js';

/** A source of uniformly distributed unsigned 32-bit integers. @internal */
export interface Uint32Source {
  nextUint32(): number;
}

const TWO_POW_32 = 0x100000000;
/** Below this many sides, draw × sides stays under 2^53 and is exact in a double. */
const EXACT_PRODUCT_SIDES = 0x200000;
/**
 * Consecutive rejected draws after which a source is reported as stuck. A
 * fair source is rejected at most about half the time (only for dice close
 * to 2^32 sides), so 100 in a row happens with probability below 10^-30.
 */
const MAX_REJECTIONS = 100;

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
  if (sides < EXACT_PRODUCT_SIDES) {
    let draw = source.nextUint32();
    let low = Math.imul(draw, sides) >>> 0;
    if (low < sides) {
      // (2^32 − sides) mod sides draws map to the low end once too often.
      const threshold = (TWO_POW_32 - sides) % sides;
      let rejected = 0;
      while (low < threshold) {
        if (++rejected === MAX_REJECTIONS) throw stuck(sides, functionName);
        draw = source.nextUint32();
        low = Math.imul(draw, sides) >>> 0;
      }
    }
    return Math.floor((draw * sides) / TWO_POW_32) + 1;
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % sides);
  let draw = source.nextUint32();
  let rejected = 0;
  while (draw >= limit) {
    if (++rejected === MAX_REJECTIONS) throw stuck(sides, functionName);
    draw = source.nextUint32();
  }
  return (draw % sides) + 1;
}

function stuck(sides: number, functionName: string): CairnError {
  return new CairnError(
    'BAD_RNG',
    functionName,
    'source',
    `${functionName}: the random source must vary, got ${MAX_REJECTIONS} unusable draws in a row for a d${sides}`,
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
