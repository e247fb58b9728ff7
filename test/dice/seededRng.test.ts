import { describe, expect, it } from 'vitest';
import { MAX_SIDES, restoreRng, seededRng } from '../../src/index.js';
import { catchCairnError } from '../helpers.js';

/** The raw sfc32 word behind a face: die(MAX_SIDES) is the word + 1 (except for 0xffffffff, which is redrawn). */
function rawWords(words: [number, number, number, number], n: number): number[] {
  const rng = restoreRng({ algorithm: 'sfc32', words });
  return Array.from({ length: n }, () => rng.die(MAX_SIDES) - 1);
}

describe('seededRng', () => {
  // NOREG: these faces are part of the public contract. Changing any of them
  // changes what every seed generates: that is a major version bump.
  it.each([
    [42, 6, [3, 5, 1, 3, 5, 4, 1, 3, 6, 2]],
    [42, 20, [10, 16, 1, 9, 15, 11, 2, 10, 20, 7]],
    [42, 100, [46, 76, 2, 45, 74, 51, 6, 46, 100, 33]],
    ['cairn', 6, [2, 1, 5, 4, 6, 4, 4, 5, 1, 4]],
    ['cairn', 20, [6, 3, 17, 12, 20, 11, 13, 17, 4, 14]],
    ['cairn', 100, [27, 15, 82, 58, 97, 52, 63, 83, 17, 66]],
  ] as const)('golden vector: seededRng(%j) rolling d%i', (seed, sides, faces) => {
    const rng = seededRng(seed);
    expect(Array.from({ length: faces.length }, () => rng.die(sides))).toEqual(faces);
  });

  it('runs sfc32 exactly as the reference C implementation does', () => {
    // Printed by a 10-line C program of the published algorithm (uint32_t arithmetic).
    expect(rawWords([1, 2, 3, 4], 8)).toEqual([
      7, 34, 56623200, 188882296, 3431242869, 399395954, 785775158, 3843710725,
    ]);
    expect(rawWords([0xdeadbeef, 0x01234567, 0x89abcdef, 0xffffffff], 8)).toEqual([
      3755017301, 3626897964, 1664467128, 765591623, 3768131200, 3907056128, 1080289108, 2094588661,
    ]);
  });

  it('pins the state a seed starts from', () => {
    expect(seededRng(42).state()).toEqual({ algorithm: 'sfc32', words: [1480942044, 486020499, 2214995569, 13] });
  });

  it('treats the number 42 and the string "42" as different seeds', () => {
    expect(seededRng(42).state()).not.toEqual(seededRng('42').state());
  });

  it('accepts negative and large safe integers and the empty string', () => {
    expect(seededRng(-1).die(6)).toBeGreaterThanOrEqual(1);
    expect(seededRng(Number.MAX_SAFE_INTEGER).state()).not.toEqual(seededRng(Number.MIN_SAFE_INTEGER).state());
    expect(seededRng('').die(20)).toBeLessThanOrEqual(20);
  });

  it('resumes from a JSON round-trip of its state', () => {
    const rng = seededRng('save-game');
    rng.die(20);
    const saved = JSON.parse(JSON.stringify(rng.state()));
    const resumed = restoreRng(saved);
    expect(Array.from({ length: 5 }, () => resumed.die(100))).toEqual(Array.from({ length: 5 }, () => rng.die(100)));
  });

  it('returns a state snapshot that later rolls do not change', () => {
    const rng = seededRng(3);
    const before = rng.state();
    rng.die(6);
    expect(before).toEqual(seededRng(3).state());
  });

  it.each([Number.NaN, 1.5, Infinity, 2 ** 53, null, undefined, {}, [], true, 10n])(
    'refuses the seed %s with BAD_SEED',
    (seed) => {
      const error = catchCairnError(() => seededRng(seed as never), 'BAD_SEED');
      expect(error.message).toMatch(/^seededRng: seed must be a safe integer or a string, got /);
    },
  );

  it.each([0, -1, 1.5, Number.NaN, 2 ** 32, '6', undefined])('refuses to roll a die with %s sides (BAD_SIDES)', (sides) => {
    const error = catchCairnError(() => seededRng(1).die(sides as never), 'BAD_SIDES');
    expect(error.message).toMatch(/^SeededRng\.die: sides must be an integer from 1 to 4294967295, got /);
  });

  it('restoreRng names what is wrong with a bad state (BAD_RNG_STATE)', () => {
    const bad = [
      null,
      'sfc32',
      { algorithm: 'xorshift', words: [1, 2, 3, 4] },
      { algorithm: 'sfc32', words: [1, 2, 3] },
      { algorithm: 'sfc32', words: [1, 2, 3, -4] },
      { algorithm: 'sfc32', words: [1, 2, 3, 2 ** 32] },
      { algorithm: 'sfc32', words: [1, 2, 3, 0.5] },
      { algorithm: 'sfc32' },
    ];
    for (const state of bad) {
      const error = catchCairnError(() => restoreRng(state as never), 'BAD_RNG_STATE');
      expect(error.message).toMatch(/^restoreRng: state must be a state from SeededRng.state\(\)/);
    }
  });
});
