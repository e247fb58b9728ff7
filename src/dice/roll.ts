import { assertDice, parseNotation, type Dice, type DiceTerm } from './notation.js';
import { assertRng, rollDie, type Rng } from './rng.js';

/**
 * One die as it landed: which die, its face, which term of the notation it
 * belongs to, and whether that term was the one kept.
 *
 * @example
 * const die: RolledDie = roll(scriptedRng([3, 7]), 'd8+d8').faces[1]!;
 * // { sides: 8, face: 7, term: 1, kept: true }
 * @category Dice
 */
export interface RolledDie {
  /** The die: 6 for a d6. */
  readonly sides: number;
  /** The face it landed on, from 1 to `sides`. */
  readonly face: number;
  /** Index into {@link Dice.terms}. */
  readonly term: number;
  /** False for the dice of a term that lost a keep-the-highest comparison. */
  readonly kept: boolean;
}

/**
 * The outcome of {@link roll}: plain JSON, ready for a chat card or a
 * dice animation.
 *
 * @example
 * const result: DiceRoll = roll(scriptedRng([4, 1, 6]), '3d6+1');
 * // { notation: '3d6+1', faces: [...three dice...], modifier: 1, total: 12 }
 * @category Dice
 */
export interface DiceRoll {
  /** Canonical notation of what was rolled. */
  readonly notation: string;
  /** Every die rolled, in the order it was rolled. */
  readonly faces: readonly RolledDie[];
  /** The modifier that was added to the kept term. */
  readonly modifier: number;
  /** The kept term's sum plus the modifier. */
  readonly total: number;
}

/**
 * Rolls dice with `rng`. Notation is parsed first (and refused with
 * `BAD_NOTATION` when it is not Cairn notation); pass a {@link Dice} from
 * {@link parseDice} to roll without parsing. With several terms (`d8+d8`)
 * every term is rolled and only the highest counts (R060); on a tie the
 * first of the highest terms is the one marked kept.
 *
 * @param rng - where the dice come from: {@link seededRng}, {@link cryptoRng}, {@link scriptedRng}, or your own
 * @param dice - notation such as `"3d6"`, or a parsed {@link Dice}
 * @throws CairnError `BAD_RNG` when `rng` is not an Rng, `BAD_NOTATION` or
 * `BAD_ARGUMENT` for bad dice, `BAD_FACE` when `rng` returns an impossible face.
 * @example
 * roll(scriptedRng([2, 5]), 'd6+d6').total; // 5: two weapons, keep the higher
 * const threeD6 = parseDice('3d6');
 * const rng = seededRng(42);
 * const attributes = [roll(rng, threeD6), roll(rng, threeD6), roll(rng, threeD6)].map((r) => r.total);
 * @category Dice
 */
export function roll(rng: Rng, dice: string | Dice): DiceRoll {
  assertRng(rng, 'roll');
  const parsed = typeof dice === 'string' ? parseNotation(dice, 'roll') : assertDice(dice, 'roll');
  const faces = facesFor(parsed);
  const total = rollInto(rng, parsed, faces, 'roll');
  return { notation: parsed.notation, faces, modifier: parsed.modifier, total };
}

/** An array sized for every die of `dice`: growing an empty array costs more than the dice themselves. @internal */
export function facesFor(dice: Dice): RolledDie[] {
  const terms = dice.terms;
  let count = 0;
  for (let t = 0; t < terms.length; t++) count += (terms[t] as DiceTerm).count;
  return new Array<RolledDie>(count);
}

/**
 * The work of {@link roll}: rolls every die of checked `dice` into `faces`
 * (from {@link facesFor}) and returns the total. Shared with the rules,
 * which build their dice events around the same faces without a DiceRoll
 * in between.
 * @internal
 */
export function rollInto(rng: Rng, dice: Dice, faces: RolledDie[], functionName: string): number {
  const terms = dice.terms;
  const single = terms.length === 1;
  let best = -1;
  let bestTerm = 0;
  for (let t = 0, next = 0; t < terms.length; t++) {
    const { count: n, sides } = terms[t] as DiceTerm;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const face = rollDie(rng, sides, functionName);
      sum += face;
      faces[next++] = { sides, face, term: t, kept: single };
    }
    if (sum > best) {
      best = sum;
      bestTerm = t;
    }
  }
  if (!single) {
    for (let i = 0; i < faces.length; i++) {
      const die = faces[i] as RolledDie;
      if (die.term === bestTerm) faces[i] = { sides: die.sides, face: die.face, term: die.term, kept: true };
    }
  }
  return best + dice.modifier;
}

/**
 * Rolls dice like {@link roll} but returns only the total, allocating
 * nothing: for Monte Carlo loops and simulations that never show the dice.
 * It asks `rng` for the same dice in the same order as `roll`, so both give
 * the same total from the same generator state.
 *
 * @throws CairnError as {@link roll}.
 * @example
 * const threeD6 = parseDice('3d6');
 * const rng = seededRng(1);
 * let eighteens = 0;
 * for (let i = 0; i < 100_000; i++) if (rollTotal(rng, threeD6) === 18) eighteens++;
 * @category Dice
 */
export function rollTotal(rng: Rng, dice: string | Dice): number {
  assertRng(rng, 'rollTotal');
  const parsed = typeof dice === 'string' ? parseNotation(dice, 'rollTotal') : assertDice(dice, 'rollTotal');
  const terms = parsed.terms;
  let best = -1;
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t] as DiceTerm;
    let sum = 0;
    for (let i = 0; i < term.count; i++) sum += rollDie(rng, term.sides, 'rollTotal');
    if (sum > best) best = sum;
  }
  return best + parsed.modifier;
}
