import { CairnError, mustBe } from '../model/error.js';
import { assertSides, type Rng } from './rng.js';

/**
 * An {@link Rng} that returns faces from a list, in order. Returned by
 * {@link scriptedRng}.
 *
 * @example
 * const rng: ScriptedRng = scriptedRng([4, 2]);
 * rng.die(6); // 4
 * rng.remaining(); // 1
 * @category Dice
 */
export interface ScriptedRng extends Rng {
  /** How many scripted faces have not been used yet. */
  remaining(): number;
}

/**
 * An {@link Rng} that answers each `die(sides)` call with the next face from
 * `faces`. Use it in tests so every die is chosen on purpose, to replay a
 * log, or to feed in physical dice rolled at the table.
 *
 * @param faces - the faces to return, in order (copied; later changes to the array have no effect)
 * @throws CairnError `BAD_ARGUMENT` when `faces` is not an array of positive
 * integers. The returned Rng throws `RNG_EXHAUSTED` when asked for more dice
 * than were scripted and `BAD_FACE` when a face does not fit the die asked for.
 * @example
 * const rng = scriptedRng([3, 5, 6]);
 * roll(rng, '3d6').total; // 14
 * @category Dice
 */
export function scriptedRng(faces: readonly number[]): ScriptedRng {
  if (!Array.isArray(faces)) {
    throw mustBe('BAD_ARGUMENT', 'scriptedRng', 'faces', 'an array of positive integers', faces);
  }
  const script = faces.slice();
  script.forEach((face, index) => {
    if (typeof face !== 'number' || !Number.isSafeInteger(face) || face < 1) {
      throw mustBe('BAD_ARGUMENT', 'scriptedRng', `faces[${index}]`, 'a positive integer', face);
    }
  });
  let next = 0;
  return {
    die(sides: number): number {
      assertSides(sides, 'scriptedRng.die');
      if (next >= script.length) {
        throw new CairnError(
          'RNG_EXHAUSTED',
          'scriptedRng.die',
          'faces',
          `scriptedRng.die: faces must hold a face for every die rolled, got none left for a d${sides} (all ${script.length} used)`,
        );
      }
      const face = script[next] as number;
      if (face > sides) {
        throw mustBe('BAD_FACE', 'scriptedRng.die', `faces[${next}]`, `a face of a d${sides} (1 to ${sides})`, face);
      }
      next++;
      return face;
    },
    remaining(): number {
      return script.length - next;
    },
  };
}
