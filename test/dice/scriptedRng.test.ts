import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../src/index.js';
import { catchCairnError } from '../helpers.js';

describe('scriptedRng', () => {
  it('returns the scripted faces in order and counts what is left', () => {
    const rng = scriptedRng([4, 20, 1]);
    expect(rng.remaining()).toBe(3);
    expect([rng.die(6), rng.die(20), rng.die(4)]).toEqual([4, 20, 1]);
    expect(rng.remaining()).toBe(0);
  });

  it('copies the script, so changing the array afterwards changes nothing', () => {
    const faces = [2, 3];
    const rng = scriptedRng(faces);
    faces[0] = 6;
    expect(rng.die(6)).toBe(2);
  });

  it('throws RNG_EXHAUSTED when asked for more dice than were scripted', () => {
    const rng = scriptedRng([5]);
    rng.die(6);
    const error = catchCairnError(() => rng.die(8), 'RNG_EXHAUSTED');
    expect(error.message).toBe(
      'scriptedRng.die: faces must hold a face for every die rolled, got none left for a d8 (all 1 used)',
    );
  });

  it('throws BAD_FACE when a face does not fit the die asked for, and does not consume it', () => {
    const rng = scriptedRng([7]);
    const error = catchCairnError(() => rng.die(6), 'BAD_FACE');
    expect(error.message).toBe('scriptedRng.die: faces[0] must be a face of a d6 (1 to 6), got 7');
    expect(rng.die(8)).toBe(7);
  });

  it.each([[[0]], [[1.5]], [[-2]], [[Number.NaN]], [['3']], ['36'], [null]])(
    'refuses the script %j (BAD_ARGUMENT)',
    (faces) => {
      const error = catchCairnError(() => scriptedRng(faces as never), 'BAD_ARGUMENT');
      expect(error.message).toMatch(/^scriptedRng: faces/);
    },
  );
});
