import { describe, expect, it } from 'vitest';
import { parseDice, roll, rollTotal, scriptedRng, seededRng, type Rng } from '../../src/index.js';
import { catchCairnError } from '../helpers.js';

describe('roll', () => {
  it('sums the dice of a term and adds the modifier', () => {
    expect(roll(scriptedRng([4, 1, 6]), '3d6+1')).toEqual({
      notation: '3d6+1',
      faces: [
        { sides: 6, face: 4, term: 0, kept: true },
        { sides: 6, face: 1, term: 0, kept: true },
        { sides: 6, face: 6, term: 0, kept: true },
      ],
      modifier: 1,
      total: 12,
    });
  });

  it('R060: two weapons roll both dice and keep the highest, never the sum (Freya: 1 and 3 -> 3)', () => {
    const result = roll(scriptedRng([1, 3]), 'd6+d6');
    expect(result.total).toBe(3);
    expect(result.faces.map((die) => die.kept)).toEqual([false, true]);
  });

  it('keeps the first of tied terms and adds the modifier after keeping', () => {
    const result = roll(scriptedRng([5, 5]), 'd8+d8+2');
    expect(result.total).toBe(7);
    expect(result.faces.map((die) => die.kept)).toEqual([true, false]);
  });

  it('compares whole terms, not single dice', () => {
    // 3 + 3 = 6 beats the single 5, though 5 is the highest die.
    const result = roll(scriptedRng([3, 3, 5]), '2d6+d8');
    expect(result.total).toBe(6);
    expect(result.faces.map((die) => die.kept)).toEqual([true, true, false]);
  });

  it('rolls a parsed Dice again and again, each time from the rng', () => {
    const dice = parseDice('2d20+10');
    const rng = scriptedRng([1, 2, 19, 20]);
    expect([roll(rng, dice).total, roll(rng, dice).total]).toEqual([13, 49]);
  });

  it('lets the total go below zero: notation is arithmetic, damage rules clamp later', () => {
    expect(roll(scriptedRng([1]), 'd4-3').total).toBe(-2);
  });

  it('asks the rng for exactly the dice of the notation', () => {
    const asked: number[] = [];
    const rng: Rng = { die: (sides) => (asked.push(sides), 1) };
    roll(rng, '2d6+d8+d100');
    expect(asked).toEqual([6, 6, 8, 100]);
  });

  it('reports an rng that returns an impossible face (BAD_FACE)', () => {
    const error = catchCairnError(() => roll({ die: () => 7 }, 'd6'), 'BAD_FACE');
    expect(error.message).toBe('roll: rng.die(6) must be an integer from 1 to 6, got 7');
    catchCairnError(() => roll({ die: () => 2.5 }, 'd6'), 'BAD_FACE');
    catchCairnError(() => roll({ die: () => Number.NaN }, 'd6'), 'BAD_FACE');
  });

  it('refuses a missing or broken rng (BAD_RNG)', () => {
    const error = catchCairnError(() => roll(undefined as never, 'd6'), 'BAD_RNG');
    expect(error.message).toBe('roll: rng must be an Rng (an object with a die(sides) method), got undefined');
    catchCairnError(() => roll({} as never, 'd6'), 'BAD_RNG');
  });

  it('names itself when the notation is bad (BAD_NOTATION)', () => {
    const error = catchCairnError(() => roll(seededRng(1), '3x6'), 'BAD_NOTATION');
    // No position here (D-NOT-6): parseDice and safeParseDice say where.
    expect(error.message).toBe('roll: notation must be Cairn dice notation ("d6", "3d6", "2d20+10", "d8+d8"), got "3x6"');
    expect(catchCairnError(() => rollTotal(seededRng(1), 'd6+'), 'BAD_NOTATION').message).toMatch(/^rollTotal: notation must be/);
  });

  it('accepts hand-built dice and writes their canonical notation itself', () => {
    const handBuilt = { type: 'dice', notation: 'ignored', terms: [{ count: 2, sides: 6 }], modifier: 1 } as const;
    const result = roll(scriptedRng([3, 4]), handBuilt);
    expect(result).toMatchObject({ notation: '2d6+1', total: 8 });
  });

  it('refuses hand-built dice that break the limits (BAD_ARGUMENT)', () => {
    const rng = seededRng(1);
    catchCairnError(() => roll(rng, { type: 'dice', notation: 'x', terms: [{ count: 1e9, sides: 6 }], modifier: 0 }), 'BAD_ARGUMENT');
    catchCairnError(() => roll(rng, { type: 'dice', notation: 'x', terms: [{ count: 1, sides: 6 }], modifier: 0.5 }), 'BAD_ARGUMENT');
    catchCairnError(() => roll(rng, 42 as never), 'BAD_ARGUMENT');
    catchCairnError(() => roll(rng, { type: 'dice', notation: 'x', terms: [{ count: '3', sides: 6 }], modifier: 0 } as never), 'BAD_ARGUMENT');
    catchCairnError(() => roll(rng, { type: 'dice', notation: 'x', terms: [], modifier: 0 }), 'BAD_ARGUMENT');
  });
});
