import { afterEach, describe, expect, it, vi } from 'vitest';
import { cryptoRng, mathRandomRng, rngFromInt32, rngFromUniform } from '../../src/index.js';
import { catchCairnError } from '../helpers.js';

function sequence(values: readonly number[]): () => number {
  let next = 0;
  return () => {
    const value = values[next++];
    if (value === undefined) throw new Error('test sequence exhausted');
    return value;
  };
}

describe('rngFromUniform', () => {
  it('maps [0, 1) onto faces in order: low numbers are low faces', () => {
    expect(rngFromUniform(() => 0.25).die(6)).toBe(2);
    expect(rngFromUniform(() => 0.99).die(6)).toBe(6);
    expect(rngFromUniform(() => 0.001).die(20)).toBe(1);
    expect(rngFromUniform(() => 0.999).die(20)).toBe(20);
  });

  it('redraws the few 32-bit draws that would favour a face', () => {
    // For a d6, draws whose 6 × draw mod 2^32 falls below 2^32 mod 6 = 4 are
    // rejected; 0 is one of them.
    expect(rngFromUniform(sequence([0, 0.25])).die(6)).toBe(2);
  });

  it('reports a source stuck on a rejected value instead of looping forever (BAD_RNG)', () => {
    const error = catchCairnError(() => rngFromUniform(() => 0).die(6), 'BAD_RNG');
    expect(error.message).toBe('rngFromUniform.die: the random source must vary, got 100 unusable draws in a row for a d6');
  });

  it.each([1, -0.1, Number.NaN, Infinity, '0.5', undefined])('reports a uniform() that returns %s (BAD_RNG)', (value) => {
    const error = catchCairnError(() => rngFromUniform(() => value as never).die(6), 'BAD_RNG');
    expect(error.message).toMatch(/^rngFromUniform: uniform\(\) must be a number in \[0, 1\), got /);
  });

  it('refuses something that is not a function (BAD_ARGUMENT)', () => {
    catchCairnError(() => rngFromUniform(0.5 as never), 'BAD_ARGUMENT');
  });

  it('checks sides like every Rng (BAD_SIDES)', () => {
    const error = catchCairnError(() => rngFromUniform(() => 0).die(0), 'BAD_SIDES');
    expect(error.message).toMatch(/^rngFromUniform\.die: sides/);
  });
});

describe('rngFromInt32', () => {
  it('accepts signed and unsigned 32-bit integers alike', () => {
    expect(rngFromInt32(() => -1 >>> 0).die(2)).toBe(rngFromInt32(() => -1).die(2));
    expect(rngFromInt32(() => -1).die(8)).toBe(8);
    expect(rngFromInt32(() => 2 ** 31).die(2)).toBe(2);
  });

  it('rejects exactly the draws that would bias a face (Lemire: 6 × draw mod 2^32 < 4 for a d6)', () => {
    // 0 and 2^31 (-2^31 as int32) give 0; 715827883 and its +2^31 twin give 2.
    expect(rngFromInt32(sequence([0, -(2 ** 31), 715827883, 715827883 + 2 ** 31, 5])).die(6)).toBe(1);
    // 715827882 gives 6 × 715827882 mod 2^32 = 2^32 − 4: kept, face 1.
    expect(rngFromInt32(sequence([715827882])).die(6)).toBe(1);
  });

  it('uses the modulo method, with its own rejection, for dice of 2^21 sides or more', () => {
    // 2^32 mod (2^32 − 1) = 1: only 0xffffffff is redrawn.
    expect(rngFromInt32(sequence([-1, 41])).die(0xffffffff)).toBe(42);
  });

  it.each([0.5, 2 ** 32, -(2 ** 31) - 1, Number.NaN, '1'])('reports next() returning %s (BAD_RNG)', (value) => {
    const error = catchCairnError(() => rngFromInt32(() => value as never).die(6), 'BAD_RNG');
    expect(error.message).toMatch(/^rngFromInt32: next\(\) must be an integer/);
  });

  it('refuses something that is not a function (BAD_ARGUMENT)', () => {
    catchCairnError(() => rngFromInt32(undefined as never), 'BAD_ARGUMENT');
  });
});

describe('mathRandomRng', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws from Math.random', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    expect(mathRandomRng().die(20)).toBe(20);
  });

  it('names itself when Math.random misbehaves', () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const error = catchCairnError(() => mathRandomRng().die(20), 'BAD_RNG');
    expect(error.message).toMatch(/^mathRandomRng: /);
  });
});

describe('cryptoRng', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rolls faces in range from the platform generator', () => {
    const rng = cryptoRng();
    for (let i = 0; i < 1000; i++) {
      const face = rng.die(12);
      expect(face >= 1 && face <= 12 && Number.isInteger(face)).toBe(true);
    }
  });

  it('fetches random words in batches, not one call per die', () => {
    const getRandomValues = vi.fn((array: Uint32Array) => array.fill(6));
    vi.stubGlobal('crypto', { getRandomValues });
    const rng = cryptoRng();
    for (let i = 0; i < 300; i++) expect(rng.die(6)).toBe(1);
    expect(getRandomValues).toHaveBeenCalledTimes(2);
  });

  it('says so when the platform has no Web Crypto (NO_CRYPTO)', () => {
    vi.stubGlobal('crypto', undefined);
    const error = catchCairnError(() => cryptoRng(), 'NO_CRYPTO');
    expect(error.message).toMatch(/^cryptoRng: /);
  });
});
