// R089: how an NPC reacts when its attitude is not obvious.
import { knownDice } from '../dice/notation.js';
import { assertRng, type Rng } from '../dice/rng.js';
import { roll } from '../dice/roll.js';
import { mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import { rolledEvent } from './change.js';

/**
 * An NPC's reaction on 2d6 (R089).
 *
 * @example
 * const reaction: Reaction = 'curious';
 * @category Combat
 */
export type Reaction = 'hostile' | 'wary' | 'curious' | 'kind' | 'helpful';

/**
 * A reaction roll and what it means.
 *
 * @example
 * const result: ReactionResult = resolveReaction(7); // { type: 'reaction', roll: 7, reaction: 'curious', events: [] }
 * @category Combat
 */
export interface ReactionResult {
  /** Always `"reaction"`. */
  readonly type: 'reaction';
  /** The 2d6 total. */
  readonly roll: number;
  /** The reaction. */
  readonly reaction: Reaction;
  /** What happened. */
  readonly events: readonly RulesEvent[];
}

/**
 * Reads a 2d6 reaction roll (R089): 2 Hostile, 3–5 Wary, 6–8 Curious,
 * 9–11 Kind, 12 Helpful. Roll only when the NPC's attitude is not obvious.
 *
 * @throws CairnError `BAD_FACE` for anything but a total from 2 to 12.
 * @example
 * resolveReaction(2).reaction; // 'hostile'
 * resolveReaction(12).reaction; // 'helpful'
 * @category Combat
 */
export function resolveReaction(total: number): ReactionResult {
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 2 || total > 12) {
    throw mustBe('BAD_FACE', 'resolveReaction', 'total', 'a 2d6 total, an integer from 2 to 12', total);
  }
  const reaction: Reaction = total === 2 ? 'hostile' : total <= 5 ? 'wary' : total <= 8 ? 'curious' : total <= 11 ? 'kind' : 'helpful';
  return { type: 'reaction', roll: total, reaction, events: [] };
}

/**
 * Rolls 2d6 for an NPC's reaction (R089).
 *
 * @throws CairnError `BAD_RNG`, `BAD_FACE`.
 * @example
 * rollReaction(scriptedRng([3, 4])).reaction; // 'curious'
 * @category Combat
 */
export function rollReaction(rng: Rng): ReactionResult {
  assertRng(rng, 'rollReaction');
  const result = roll(rng, knownDice('2d6'));
  return { ...resolveReaction(result.total), events: [rolledEvent('reaction', result)] };
}
