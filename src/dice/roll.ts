import { assertDice, ParsedDice, readNotation, type Dice } from './notation.js';
import { assertRng, type Rng } from './rng.js';
import { rollDie } from './uniformDie.js';

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
 * Rolls dice with `rng`. Notation is read first (and refused with
 * `BAD_NOTATION` when it is not Cairn notation; the message names the text
 * but not where it goes wrong, so check text a person typed with
 * {@link safeParseDice}); pass a {@link Dice} from {@link parseDice} to roll
 * without reading the notation again. With several terms (`d8+d8`)
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
  const parsed = typeof dice === 'string' ? readNotation(dice, 'roll') : assertDice(dice, 'roll');
  const faces = facesFor(parsed);
  const total = rollInto(rng, parsed, faces, 'roll');
  return { notation: parsed.notation, faces, modifier: parsed.modifier, total };
}

/** An array sized for every die of `dice`: growing an empty array costs more than the dice themselves. @internal */
export function facesFor(dice: ParsedDice): RolledDie[] {
  const layout = ParsedDice.layout(dice);
  let count = 0;
  for (let i = 0; i < layout.length; i += 2) count += layout[i] as number;
  return new Array<RolledDie>(count);
}

/**
 * The work of {@link roll}: rolls every die of checked `dice` into `faces`
 * (from {@link facesFor}) and returns the total. Shared with the rules,
 * which build their dice events around the same faces without a DiceRoll
 * in between.
 * @internal
 */
export function rollInto(rng: Rng, dice: ParsedDice, faces: RolledDie[], functionName: string): number {
  const layout = ParsedDice.layout(dice);
  if (layout.length === 2) {
    // One term (3d6, d20): every die is kept. The common case, kept apart
    // from the term bookkeeping below, is about a fifth faster.
    const sides = layout[1] as number;
    let sum = 0;
    for (let i = 0; i < faces.length; i++) {
      const face = rollDie(rng, sides, functionName);
      sum += face;
      faces[i] = { sides, face, term: 0, kept: true };
    }
    return sum + dice.modifier;
  }
  let best = -1;
  let bestTerm = 0;
  for (let i = 0, next = 0; i < layout.length; i += 2) {
    const count = layout[i] as number;
    const sides = layout[i + 1] as number;
    const term = i >> 1;
    let sum = 0;
    for (let n = 0; n < count; n++) {
      const face = rollDie(rng, sides, functionName);
      sum += face;
      faces[next++] = { sides, face, term, kept: false };
    }
    if (sum > best) {
      best = sum;
      bestTerm = term;
    }
  }
  // Only now is the kept term known; the records are new, so marking them is safe.
  for (const die of faces) if (die.term === bestTerm) (die as { kept: boolean }).kept = true;
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
  const parsed = typeof dice === 'string' ? readNotation(dice, 'rollTotal') : assertDice(dice, 'rollTotal');
  const layout = ParsedDice.layout(parsed);
  let best = -1;
  for (let i = 0; i < layout.length; i += 2) {
    const sides = layout[i + 1] as number;
    let sum = 0;
    for (let n = layout[i] as number; n > 0; n--) sum += rollDie(rng, sides, 'rollTotal');
    if (sum > best) best = sum;
  }
  return best + parsed.modifier;
}
