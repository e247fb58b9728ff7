// R001–R004: saves.
import { assertRng, type Rng } from '../dice/rng.js';
import { rollDie } from '../dice/uniformDie.js';
import { mustBe } from '../model/error.js';

/**
 * The outcome of a save: a d20 against a score (R001).
 *
 * @example
 * const result: SaveResult = resolveSave(13, 10); // { type: 'save', score: 13, roll: 10, success: true }
 * @category Saves
 */
export interface SaveResult {
  /** Always `"save"`. */
  readonly type: 'save';
  /** The score saved against. */
  readonly score: number;
  /** The d20. */
  readonly roll: number;
  /** Whether the save succeeded. */
  readonly success: boolean;
}

/** The largest score a save accepts (scores beyond 20 still fail on a 20). */
const MAX_SCORE = 999;

/** @internal */
export function assertD20(d20: unknown, functionName: string, argument = 'd20'): asserts d20 is number {
  if (typeof d20 !== 'number' || !Number.isInteger(d20) || d20 < 1 || d20 > 20) {
    throw mustBe('BAD_FACE', functionName, argument, 'an integer from 1 to 20', d20);
  }
}

/**
 * Resolves a save from a d20 already rolled (R001): a 1 always succeeds, a
 * 20 always fails, otherwise the roll must not exceed the score. A score of
 * 0 still succeeds on a 1 (R002).
 *
 * @param score - the attribute saved with, an integer from 0 to 999
 * @param d20 - the face rolled, 1 to 20
 * @throws CairnError `BAD_ARGUMENT` for a bad score, `BAD_FACE` for a bad d20.
 * @example
 * resolveSave(13, 10).success; // true: Bea's 13 DEX against a 10
 * resolveSave(25, 20).success; // false: a 20 always fails
 * @category Saves
 */
export function resolveSave(score: number, d20: number): SaveResult {
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > MAX_SCORE) {
    throw mustBe('BAD_ARGUMENT', 'resolveSave', 'score', `an integer from 0 to ${MAX_SCORE}`, score);
  }
  assertD20(d20, 'resolveSave');
  return { type: 'save', score, roll: d20, success: d20 === 1 || (d20 !== 20 && d20 <= score) };
}

/**
 * Rolls a d20 with `rng` and resolves the save (R001).
 *
 * @throws CairnError as {@link resolveSave}, and `BAD_RNG` for a bad `rng`.
 * @example
 * rollSave(scriptedRng([20]), 18).success; // false
 * @category Saves
 */
export function rollSave(rng: Rng, score: number): SaveResult {
  assertRng(rng, 'rollSave');
  return resolveSave(score, rollDie(rng, 20, 'rollSave'));
}

/**
 * One of several characters who might save: how much is at stake for them
 * (any number; higher means more at risk) and their relevant score.
 *
 * @example
 * const climber: SaveCandidate = { risk: 2, score: 9 };
 * @category Saves
 */
export interface SaveCandidate {
  /** How much is at stake for this character; higher is more at risk. */
  readonly risk: number;
  /** The attribute that would be saved with. */
  readonly score: number;
}

/**
 * Which of several characters makes the save: there is no opposed roll
 * (R003); when characters oppose each other or act together, only the one
 * most at risk saves (R003, R004). When the risk is equal, the one with the
 * lowest score saves (R004); after that, the first listed.
 *
 * @returns the index of the character who saves
 * @throws CairnError `BAD_ARGUMENT` for an empty list or non-finite numbers.
 * @example
 * // Two PCs haul a portcullis together; equal risk, so the weaker one saves.
 * whoSaves([{ risk: 1, score: 14 }, { risk: 1, score: 9 }]); // 1
 * @category Saves
 */
export function whoSaves(candidates: readonly SaveCandidate[]): number {
  if (!Array.isArray(candidates) || candidates.length === 0) {
    throw mustBe('BAD_ARGUMENT', 'whoSaves', 'candidates', 'a non-empty array of { risk, score }', candidates);
  }
  let best = -1;
  candidates.forEach((candidate: SaveCandidate | null, index) => {
    if (
      typeof candidate !== 'object' ||
      candidate === null ||
      typeof candidate.risk !== 'number' ||
      !Number.isFinite(candidate.risk) ||
      typeof candidate.score !== 'number' ||
      !Number.isFinite(candidate.score)
    ) {
      throw mustBe('BAD_ARGUMENT', 'whoSaves', `candidates[${index}]`, '{ risk, score } with finite numbers', candidate);
    }
    const current = best === -1 ? undefined : (candidates[best] as SaveCandidate);
    if (
      current === undefined ||
      candidate.risk > current.risk ||
      (candidate.risk === current.risk && candidate.score < current.score)
    ) {
      best = index;
    }
  });
  return best;
}

/**
 * What each attribute is saved with (R005), as codes a UI can label:
 * STR for physical power and resisting poison; DEX for poise, speed,
 * reflexes, dodging, climbing, sneaking and balancing; WIL for persuading,
 * deceiving, interrogating, intimidating, charming, provoking and
 * manipulating spells.
 *
 * @example
 * SAVE_USES.dex.includes('climbing'); // true
 * @category Saves
 */
export const SAVE_USES: Readonly<Record<'str' | 'dex' | 'wil', readonly string[]>> = /* @__PURE__ */ Object.freeze({
  str: /* @__PURE__ */ Object.freeze(['physical-power', 'resisting-poison']),
  dex: /* @__PURE__ */ Object.freeze(['poise', 'speed', 'reflexes', 'dodging', 'climbing', 'sneaking', 'balancing']),
  wil: /* @__PURE__ */ Object.freeze(['persuading', 'deceiving', 'interrogating', 'intimidating', 'charming', 'provoking', 'manipulating-spells']),
});

/**
 * The Die of Fate (R006): an optional d6 for chance and luck, not a save.
 * 4 or more generally favours the PCs.
 *
 * @example
 * const fate: DieOfFate = resolveDieOfFate(5); // { type: 'die-of-fate', roll: 5, favourable: true }
 * @category Saves
 */
export interface DieOfFate {
  /** Always `"die-of-fate"`. */
  readonly type: 'die-of-fate';
  /** The d6. */
  readonly roll: number;
  /** 4 or more: luck is with the PCs; 3 or less: it is not. */
  readonly favourable: boolean;
}

/**
 * Reads a Die of Fate already rolled (R006): 4–6 favourable, 1–3 bad luck.
 *
 * @throws CairnError `BAD_FACE` for anything but 1 to 6.
 * @example
 * resolveDieOfFate(3).favourable; // false
 * @category Saves
 */
export function resolveDieOfFate(d6: number): DieOfFate {
  if (typeof d6 !== 'number' || !Number.isInteger(d6) || d6 < 1 || d6 > 6) {
    throw mustBe('BAD_FACE', 'resolveDieOfFate', 'd6', 'an integer from 1 to 6', d6);
  }
  return { type: 'die-of-fate', roll: d6, favourable: d6 >= 4 };
}

/**
 * Rolls the Die of Fate (R006).
 *
 * @throws CairnError `BAD_RNG`, `BAD_FACE`.
 * @example
 * rollDieOfFate(scriptedRng([4])).favourable; // true
 * @category Saves
 */
export function rollDieOfFate(rng: Rng): DieOfFate {
  assertRng(rng, 'rollDieOfFate');
  return resolveDieOfFate(rollDie(rng, 6, 'rollDieOfFate'));
}
