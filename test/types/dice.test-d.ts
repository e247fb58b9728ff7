import { describe, expectTypeOf, it } from 'vitest';
import { parseDice, roll, safeParseDice, seededRng, type Dice, type DiceRoll, type Rng } from '../../src/index.js';

describe('dice types', () => {
  it('roll takes an Rng first and notation or Dice, and returns a DiceRoll', () => {
    expectTypeOf(roll).parameter(0).toEqualTypeOf<Rng>();
    expectTypeOf(roll).parameter(1).toEqualTypeOf<string | Dice>();
    expectTypeOf(roll(seededRng(1), 'd6')).toEqualTypeOf<DiceRoll>();
  });

  it('results are readonly', () => {
    const result = roll(seededRng(1), 'd6');
    // @ts-expect-error total is readonly
    result.total = 3;
    // @ts-expect-error faces is a readonly array
    result.faces.push({ sides: 6, face: 1, term: 0, kept: true });
    const dice = parseDice('d6');
    // @ts-expect-error terms is readonly
    dice.terms[0] = { count: 2, sides: 6 };
  });

  it('safeParseDice narrows on success', () => {
    const result = safeParseDice('d6');
    if (result.success) expectTypeOf(result.output).toEqualTypeOf<Dice>();
    else expectTypeOf(result.issues[0]!.position).toBeNumber();
  });

  it('seededRng accepts only numbers and strings', () => {
    // @ts-expect-error a seed must be a number or a string
    seededRng({});
  });
});
