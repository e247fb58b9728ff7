// Arbitrary input to every public dice function gives a result or a
// CairnError, never another exception, NaN or undefined.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  formatDice,
  isCairnError,
  parseDice,
  restoreRng,
  rngFromInt32,
  rngFromUniform,
  roll,
  safeParseDice,
  scriptedRng,
  seededRng,
} from '../../src/index.js';
import { hasNoNaN, resultOrCairnError } from '../helpers.js';

const anything = fc.anything({ withBigInt: true, withNullPrototype: true, withObjectString: true, withSparseArray: true });
const numberish = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(0, -1, 2 ** 32, 2 ** 53, Number.NaN, -0), anything);

describe('bad input never escapes as anything but CairnError', () => {
  test.prop([anything])('seededRng', (seed) => {
    const result = resultOrCairnError(() => seededRng(seed as never));
    if (!isCairnError(result)) expect(hasNoNaN((result as ReturnType<typeof seededRng>).state())).toBe(true);
  });

  test.prop([anything])('restoreRng', (state) => {
    resultOrCairnError(() => restoreRng(state as never));
  });

  test.prop([numberish])('SeededRng.die', (sides) => {
    const face = resultOrCairnError(() => seededRng(1).die(sides as never));
    if (!isCairnError(face)) expect(Number.isInteger(face)).toBe(true);
  });

  test.prop([anything, numberish])('scriptedRng and its die', (faces, sides) => {
    resultOrCairnError(() => scriptedRng(faces as never).die(sides as never));
  });

  test.prop([numberish, numberish])('rngFromUniform and rngFromInt32 with misbehaving sources', (value, sides) => {
    resultOrCairnError(() => rngFromUniform(() => value as never).die(sides as never));
    resultOrCairnError(() => rngFromInt32(() => value as never).die(sides as never));
  });

  test.prop([anything])('parseDice, safeParseDice and formatDice', (notation) => {
    resultOrCairnError(() => parseDice(notation as never));
    expect(() => safeParseDice(notation)).not.toThrow();
    resultOrCairnError(() => formatDice(notation as never));
  });

  test.prop([fc.string({ maxLength: 30 })])('parseDice on arbitrary text', (notation) => {
    resultOrCairnError(() => parseDice(notation));
  });

  test.prop([anything, anything])('roll with arbitrary rng and dice', (rng, dice) => {
    resultOrCairnError(() => roll(rng as never, dice as never));
  });

  test.prop([anything, fc.integer({ min: 0, max: 2 ** 31 })])('roll with an Rng that returns anything', (face, seed) => {
    const result = resultOrCairnError(() => roll({ die: () => face as never }, seed % 2 === 0 ? 'd6' : 'd8+d8'));
    if (!isCairnError(result)) expect(hasNoNaN(result)).toBe(true);
  });
});
