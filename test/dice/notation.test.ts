import { describe, expect, it } from 'vitest';
import { DICE_LIMITS, formatDice, parseDice, safeParseDice } from '../../src/index.js';
import { catchCairnError } from '../helpers.js';

describe('parseDice', () => {
  it.each([
    ['d20', [{ count: 1, sides: 20 }], 0, 'd20'],
    ['3d6', [{ count: 3, sides: 6 }], 0, '3d6'],
    ['2d20+10', [{ count: 2, sides: 20 }], 10, '2d20+10'],
    ['d6-1', [{ count: 1, sides: 6 }], -1, 'd6-1'],
    ['d100', [{ count: 1, sides: 100 }], 0, 'd100'],
    ['d%', [{ count: 1, sides: 100 }], 0, 'd100'],
    ['1d8', [{ count: 1, sides: 8 }], 0, 'd8'],
    ['d8+d8', [{ count: 1, sides: 8 }, { count: 1, sides: 8 }], 0, 'd8+d8'],
    ['d6 + d6 + 1', [{ count: 1, sides: 6 }, { count: 1, sides: 6 }], 1, 'd6+d6+1'],
    [' 2D6 ', [{ count: 2, sides: 6 }], 0, '2d6'],
    ['d6-0', [{ count: 1, sides: 6 }], 0, 'd6'],
  ])('reads %j', (text, terms, modifier, notation) => {
    expect(parseDice(text)).toEqual({ type: 'dice', notation, terms, modifier });
  });

  it('returns deeply frozen dice', () => {
    const dice = parseDice('d8+d8');
    expect(Object.isFrozen(dice) && Object.isFrozen(dice.terms) && Object.isFrozen(dice.terms[0])).toBe(true);
  });

  it('explains a bad notation with the function, the value, the position and the expectation', () => {
    const error = catchCairnError(() => parseDice('3x6'), 'BAD_NOTATION');
    expect(error.message).toBe(
      'parseDice: notation must be Cairn dice notation ("d6", "3d6", "2d20+10", "d8+d8"), got "3x6": expected "d" at position 1, found "x"',
    );
  });

  it('refuses values that are not strings (BAD_NOTATION)', () => {
    const error = catchCairnError(() => parseDice(6 as never), 'BAD_NOTATION');
    expect(error.message).toMatch(/^parseDice: notation must be Cairn dice notation .*, got number: expected a string at position 0, found number$/);
  });
});

describe('safeParseDice', () => {
  it.each([
    ['', 0, 'a die such as "d6"', 'end of notation'],
    ['x', 0, 'a die such as "d6"', '"x"'],
    ['3x6', 1, '"d"', '"x"'],
    ['2d', 2, 'a number of sides', 'end of notation'],
    ['d0', 1, 'a number of sides from 1 to 10000', '0'],
    ['d10001', 1, 'a number of sides from 1 to 10000', '10001'],
    ['0d6', 0, 'a dice count from 1 to 1000', '0'],
    ['1001d6', 0, 'a dice count from 1 to 1000', '1001'],
    ['d6+', 3, 'a die such as "d6" or a number', 'end of notation'],
    ['d6-d4', 3, 'a number', '"d"'],
    ['d6+2+d8', 4, 'the end of notation (a modifier comes last)', '"+"'],
    ['d6*2', 2, '"+", "-" or the end of notation', '"*"'],
    ['d6+1000001', 3, 'a modifier from 0 to 1000000', '1000001'],
    ['d6 6', 3, '"+", "-" or the end of notation', '"6"'],
    ['-d6', 0, 'a die such as "d6"', '"-"'],
  ])('reports %j at position %i', (text, position, expected, received) => {
    const result = safeParseDice(text);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toEqual([
      {
        code: 'BAD_NOTATION',
        message: `expected ${expected} at position ${position}, found ${received}`,
        position,
        expected,
        received,
      },
    ]);
  });

  it('accepts up to DICE_LIMITS.terms dice terms and refuses one more', () => {
    const many = (n: number) => Array.from({ length: n }, () => 'd4').join('+');
    expect(safeParseDice(many(DICE_LIMITS.terms)).success).toBe(true);
    expect(safeParseDice(many(DICE_LIMITS.terms + 1)).success).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    for (const value of [undefined, null, 3, {}, [], Symbol('x'), () => 'd6']) {
      const result = safeParseDice(value);
      expect(result.success).toBe(false);
    }
  });
});

describe('formatDice', () => {
  it('writes canonical notation', () => {
    expect(formatDice(parseDice('1d8 + 1D8'))).toBe('d8+d8');
    expect(formatDice({ type: 'dice', notation: '', terms: [{ count: 2, sides: 6 }], modifier: -1 })).toBe('2d6-1');
  });

  it('refuses things that are not dice (BAD_ARGUMENT)', () => {
    catchCairnError(() => formatDice({ type: 'dice', notation: 'd6', terms: [], modifier: 0 }), 'BAD_ARGUMENT');
    const error = catchCairnError(
      () => formatDice({ type: 'dice', notation: 'd6', terms: [{ count: 1, sides: 0 }], modifier: 0 }),
      'BAD_ARGUMENT',
    );
    expect(error.message).toBe('formatDice: dice must be notation or a Dice from parseDice (within DICE_LIMITS), got an object');
  });
});
