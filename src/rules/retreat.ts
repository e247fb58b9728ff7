// R069: retreat needs somewhere safe to go and a DEX save.
import { assertRng, type Rng } from '../dice/rng.js';
import { rollDie } from '../dice/uniformDie.js';
import { assertCreature, type Creature } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import { d20Event } from './change.js';
import { assertD20, resolveSave, type SaveResult } from './saves.js';

/**
 * The outcome of trying to retreat.
 *
 * @example
 * const result: RetreatResult = resolveRetreat(bea, { safeDestination: true }, 7);
 * result.outcome; // 'escaped' with DEX 13
 * @category Combat
 */
export interface RetreatResult {
  /** `escaped`, `caught` (the DEX save failed), or `impossible` (nowhere safe to go). */
  readonly outcome: 'escaped' | 'caught' | 'impossible';
  /** The DEX save, if one was made. */
  readonly save: SaveResult | null;
  /** What happened. */
  readonly events: readonly RulesEvent[];
}

function assertWhere(where: unknown, fn: string): asserts where is { readonly safeDestination: boolean } {
  if (typeof where !== 'object' || where === null || typeof (where as { safeDestination?: unknown }).safeDestination !== 'boolean') {
    throw mustBe('BAD_ARGUMENT', fn, 'where', '{ safeDestination: boolean }', where);
  }
}

/**
 * Resolves a retreat (R069): with nowhere safe to go it is impossible and
 * no die is rolled; otherwise it succeeds on a DEX save.
 *
 * @param d20 - the DEX save's d20 (ignored when there is no safe destination)
 * @throws CairnError `BAD_CREATURE`, `BAD_ARGUMENT`, `BAD_FACE`.
 * @example
 * resolveRetreat(bea, { safeDestination: false }, 1).outcome; // 'impossible'
 * @category Combat
 */
export function resolveRetreat(creature: Creature, where: { readonly safeDestination: boolean }, d20: number): RetreatResult {
  const fn = 'resolveRetreat';
  assertCreature(creature, fn, 'creature');
  assertWhere(where, fn);
  if (!where.safeDestination) return { outcome: 'impossible', save: null, events: [] };
  assertD20(d20, fn);
  const save = resolveSave(creature.dex.current, d20);
  return {
    outcome: save.success ? 'escaped' : 'caught',
    save,
    events: [{ type: 'save-made', attribute: 'dex', purpose: 'retreat', score: save.score, roll: d20, success: save.success }],
  };
}

/**
 * Tries to retreat (R069), rolling the DEX save only when there is a safe
 * place to go.
 *
 * @throws CairnError as {@link resolveRetreat}, and `BAD_RNG`.
 * @example
 * rollRetreat(scriptedRng([5]), bea, { safeDestination: true }).outcome; // 'escaped'
 * @category Combat
 */
export function rollRetreat(rng: Rng, creature: Creature, where: { readonly safeDestination: boolean }): RetreatResult {
  const fn = 'rollRetreat';
  assertRng(rng, fn);
  assertCreature(creature, fn, 'creature');
  assertWhere(where, fn);
  if (!where.safeDestination) return resolveRetreat(creature, where, 1);
  const d20 = rollDie(rng, 20, fn);
  const result = resolveRetreat(creature, where, d20);
  return { ...result, events: [d20Event(d20, 'retreat'), ...result.events] };
}
