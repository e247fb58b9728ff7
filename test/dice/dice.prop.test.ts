import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  DICE_LIMITS,
  MAX_SIDES,
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
  type Dice,
  type SeededRngState,
} from '../../src/index.js';
import { readDice } from '../../src/dice/notation.js';
import { deepFreeze, resultOrCairnError } from '../helpers.js';

const seedArb = fc.oneof(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.string());
const sidesArb = fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: MAX_SIDES }));
const uint32Arb = fc.integer({ min: 0, max: 0xffffffff });
const stateArb: fc.Arbitrary<SeededRngState> = fc
  .tuple(uint32Arb, uint32Arb, uint32Arb, uint32Arb)
  .map((words) => ({ algorithm: 'sfc32' as const, words }));

const termArb = fc.record({ count: fc.integer({ min: 1, max: 12 }), sides: fc.integer({ min: 1, max: 120 }) });
const diceArb: fc.Arbitrary<Dice> = fc
  .record({
    terms: fc.array(termArb, { minLength: 1, maxLength: 4 }),
    modifier: fc.integer({ min: -DICE_LIMITS.modifier, max: DICE_LIMITS.modifier }),
  })
  .map(({ terms, modifier }) => ({ type: 'dice' as const, notation: '', terms, modifier }));

describe('dice properties', () => {
  test.prop([seedArb, sidesArb, fc.integer({ min: 1, max: 50 })])(
    'faces are always integers from 1 to sides',
    (seed, sides, n) => {
      const rng = seededRng(seed);
      for (let i = 0; i < n; i++) {
        const face = rng.die(sides);
        expect(Number.isInteger(face) && face >= 1 && face <= sides).toBe(true);
      }
    },
  );

  test.prop([seedArb, fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 30 })])(
    'the same seed gives the same sequence',
    (seed, sides) => {
      const a = seededRng(seed);
      const b = seededRng(seed);
      expect(sides.map((s) => a.die(s))).toEqual(sides.map((s) => b.die(s)));
    },
  );

  test.prop([stateArb, fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 30 })])(
    'restoring any state continues identically, and state() of the restored rng is that state',
    (state, sides) => {
      expect(restoreRng(state).state()).toEqual(state);
      const a = restoreRng(state);
      const b = restoreRng(JSON.parse(JSON.stringify(state)));
      expect(sides.map((s) => a.die(s))).toEqual(sides.map((s) => b.die(s)));
    },
  );

  test.prop([seedArb, fc.nat({ max: 40 }), fc.integer({ min: 2, max: 100 })])(
    'a state taken mid-stream resumes exactly',
    (seed, skip, sides) => {
      const rng = seededRng(seed);
      for (let i = 0; i < skip; i++) rng.die(sides);
      const resumed = restoreRng(rng.state());
      for (let i = 0; i < 10; i++) expect(resumed.die(sides)).toBe(rng.die(sides));
    },
  );

  test.prop([diceArb])('notation round-trip: parsing the format of dice gives the same dice', (dice) => {
    const parsed = parseDice(formatDice(dice));
    expect(parsed.terms).toEqual(dice.terms);
    expect(parsed.modifier).toBe(dice.modifier);
    expect(parseDice(parsed.notation)).toEqual(parsed);
  });

  test.prop([fc.string({ unit: fc.constantFrom('d', 'D', '%', '+', '-', ' ', '0', '1', '2', '6', '8', 'x'), maxLength: 12 })])(
    'any text either parses to dice whose notation re-parses the same, or gives one positioned issue',
    (text) => {
      const result = safeParseDice(text);
      if (result.success) {
        expect(parseDice(result.output.notation)).toEqual(result.output);
      } else {
        expect(result.issues).toHaveLength(1);
        const issue = result.issues[0]!;
        expect(issue.position >= 0 && issue.position <= text.length).toBe(true);
      }
    },
  );

  test.prop([diceArb.chain((dice) => fc.tuple(fc.constant(dice), facesFor(dice)))])(
    'R060: the total is the highest term sum plus the modifier',
    ([dice, faces]) => {
      const result = roll(scriptedRng(faces.flat()), deepFreeze(parseDice(formatDice(dice))));
      const sums = faces.map((termFaces) => termFaces.reduce((sum, face) => sum + face, 0));
      expect(result.total).toBe(Math.max(...sums) + dice.modifier);
      const keptTerm = sums.indexOf(Math.max(...sums));
      expect(result.faces.every((die) => die.kept === (die.term === keptTerm))).toBe(true);
      expect(result.faces.map((die) => die.face)).toEqual(faces.flat());
    },
  );

  test.prop([seedArb, diceArb])('rolls survive a JSON round-trip', (seed, dice) => {
    const result = roll(seededRng(seed), parseDice(formatDice(dice)));
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  test.prop([fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 8, maxLength: 8 }), sidesArb])(
    'rngFromUniform gives faces in range for any uniform source (or reports one stuck on rejected draws)',
    (values, sides) => {
      let i = 0;
      const rng = rngFromUniform(() => values[i++ % values.length]!);
      const face = resultOrCairnError(() => rng.die(sides));
      if (isCairnError(face)) expect(face.code).toBe('BAD_RNG');
      else expect(Number.isInteger(face) && (face as number) >= 1 && (face as number) <= sides).toBe(true);
    },
  );

  // Near-notation text: notation-shaped strings built from numbers on both
  // sides of every limit in DICE_LIMITS, every kind of gap, and capital D,
  // then maybe broken by one stray piece inserted anywhere.
  const numberArb = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('', '1', '6', '007', '1000', '10000') },
    { weight: 1, arbitrary: fc.constantFrom('0', '1001', '10001', '1000000', '1000001', '9'.repeat(400)) },
  );
  const gapArb = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom('', ' ', '\t', ' \t ') },
    { weight: 1, arbitrary: fc.constantFrom('\n', '\r', '\u00a0') },
  );
  const termTextArb = fc
    .tuple(numberArb, fc.constantFrom('d', 'D'), fc.oneof(numberArb, fc.constant('%')))
    .map((parts) => parts.join(''));
  const shapedArb = fc
    .tuple(
      gapArb,
      fc.array(fc.tuple(gapArb, termTextArb, gapArb), { minLength: 1, maxLength: 3 }),
      fc.option(fc.tuple(fc.constantFrom('+', '-'), gapArb, numberArb)),
      gapArb,
    )
    .map(([lead, terms, modifier, trail]) => {
      const body = terms.map(([before, term, after]) => `${before}${term}${after}`).join('+');
      return `${lead}${body}${modifier === null ? '' : modifier.join('')}${trail}`;
    });
  const strayArb = fc.constantFrom('d', '%', '+', '-', ' ', '\n', '*', 'x', '0', '9', 'd6', '+1');
  const nearNotationArb = fc.oneof(
    shapedArb,
    fc.tuple(shapedArb, strayArb, fc.nat()).map(([text, stray, at]) => {
      const cut = at % (text.length + 1);
      return text.slice(0, cut) + stray + text.slice(cut);
    }),
    fc.integer({ min: DICE_LIMITS.terms - 1, max: DICE_LIMITS.terms + 1 }).map((n) => Array.from({ length: n }, () => 'd4').join('+')),
  );

  test.prop([nearNotationArb], { numRuns: 1000 })(
    'roll reads notation exactly as safeParseDice does: the same dice, or a refusal of the same text (D-NOT-6)',
    (text) => {
      const parsed = safeParseDice(text);
      const read = readDice(text);
      if (parsed.success) expect(read).toEqual(parsed.output);
      else expect(read).toBeUndefined();
    },
  );

  it.each([
    ...['1000d6', '1001d6', 'd10000', 'd10001', 'd6+1000000', 'd6+1000001', 'd6-1000001', '0d6', 'd0'],
    ...[' d6 ', '\td6\t', 'd6 + d8 - 2', 'd6\n', '\nd6', 'd6\r', 'd6\u00a0', 'd 6', '3 d6', 'D%', 'd%%'],
    ...['d6+', 'd6-', '+d6', 'd6+2+d8', 'd6-d4', 'd6--1', 'd6+-1', '', ' ', 'd', '6', 'dd6'],
  ])('roll reads %j exactly as safeParseDice does', (text) => {
    const parsed = safeParseDice(text);
    const read = readDice(text);
    if (parsed.success) expect(read).toEqual(parsed.output);
    else expect(read).toBeUndefined();
  });

  test.prop([seedArb, diceArb])(
    'roll draws from seededRng exactly the faces seededRng.die gives, die by die (the built-in fast path)',
    (seed, dice) => {
      const rolled = roll(seededRng(seed), dice).faces.map((die) => die.face);
      const twin = seededRng(seed);
      const byHand = dice.terms.flatMap((term) => Array.from({ length: term.count }, () => twin.die(term.sides)));
      expect(rolled).toEqual(byHand);
    },
  );

  test.prop([fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { minLength: 8, maxLength: 8 }), sidesArb])(
    'rngFromInt32 gives faces in range for any int32 source (or reports one stuck on rejected draws)',
    (values, sides) => {
      let i = 0;
      const rng = rngFromInt32(() => values[i++ % values.length]!);
      const face = resultOrCairnError(() => rng.die(sides));
      if (isCairnError(face)) expect(face.code).toBe('BAD_RNG');
      else expect(Number.isInteger(face) && (face as number) >= 1 && (face as number) <= sides).toBe(true);
    },
  );
});

function facesFor(dice: Dice): fc.Arbitrary<number[][]> {
  return fc.tuple(
    ...dice.terms.map((term) =>
      fc.array(fc.integer({ min: 1, max: term.sides }), { minLength: term.count, maxLength: term.count }),
    ),
  );
}
