// R035–R040, R054, R063: the STR save against Critical Damage, what failing
// it means for PCs, NPCs and detachments, stabilising, and an attacker's
// on-critical effect.
import { knownDice } from '../dice/notation.js';
import { assertRng, type Rng } from '../dice/rng.js';
import { roll } from '../dice/roll.js';
import { assertCreature, type Creature, type CritFailEffect } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { RulesEvent, RulesResult } from '../model/events.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { rolledEvent, withCondition, withField, withoutCondition, withScore } from './change.js';
import { ATTACKER } from './damage.js';
import { assertD20, resolveSave, type SaveResult } from './saves.js';

/**
 * What a Critical Damage save decided:
 * - `held`: saved; still fighting with reduced STR (R036);
 * - `critical`: a PC failed: can only crawl, dying unless stabilised (R037);
 * - `dead`: an NPC failed (R039, C5 default), or a Doomed PC failed (R054);
 * - `incapacitated`: an NPC failed, with `npcCritFailure: 'incapacitated'`;
 * - `warden-decides`: an NPC failed, with `npcCritFailure: 'ask'`; it is marked `critical`;
 * - `routed`: a detachment failed: it flees or is badly weakened (R063).
 *
 * @example
 * const outcome: CriticalOutcome = 'held';
 * @category Damage
 */
export type CriticalOutcome = 'held' | 'critical' | 'dead' | 'incapacitated' | 'warden-decides' | 'routed';

/**
 * The result of a Critical Damage save.
 *
 * @example
 * const result: CriticalSaveResult = resolveCriticalSave(npc, 13);
 * result.outcome; // 'dead' for an NPC with STR 10
 * @category Damage
 */
export interface CriticalSaveResult<T extends Creature = Creature> {
  /** The creature after the save. */
  readonly target: T;
  /** The save against the current STR. */
  readonly save: SaveResult;
  /** What it decided. */
  readonly outcome: CriticalOutcome;
  /**
   * A Doomed PC passed (R054): roll 3d6 and raise max HP if higher, with
   * `resolveScoreChange(target, { change: 'raise', score: 'hp', dice: '3d6' }, total)`.
   */
  readonly doomedMaxHpRoll: boolean;
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

/**
 * Resolves the STR save against Critical Damage from a d20 already rolled,
 * against the creature's current (already reduced) STR (R035). Owed after
 * every hit that takes STR (R036, C24); {@link applyDamage} says when.
 *
 * Success: the creature fights on (`held`); a Doomed PC stops being Doomed
 * and rolls 3d6 for max HP (R054). Failure: a PC suffers Critical Damage
 * (`critical` and `dying`: it can only crawl and dies within the hour
 * unless stabilised, R037), or dies at once if Doomed (R054); an NPC or
 * monster is dead (R039, C5; see `npcCritFailure`); a detachment is routed
 * (R063). An attacker's on-critical effect is separate:
 * {@link resolveCritFailEffect}.
 *
 * @throws CairnError `BAD_CREATURE`, `BAD_FACE`, `BAD_OPTION`; `NOT_APPLICABLE` at STR 0 (death
 * comes without a save, C3) unless `saveAtZeroStr` is on.
 * @example
 * // R043: an NPC left at STR 10 rolls 13 and goes down.
 * const npc = createCreature({ hp: { current: 0, max: 5 }, str: { current: 10, max: 11 }, dex: 10, wil: 10 });
 * resolveCriticalSave(npc, 13).outcome; // 'dead'
 * @category Damage
 */
export function resolveCriticalSave<T extends Creature>(
  target: T,
  d20: number,
  options?: Partial<RulesOptions>,
): CriticalSaveResult<T> {
  const fn = 'resolveCriticalSave';
  assertCreature(target, fn);
  assertD20(d20, fn);
  return criticalSave(target, d20, resolveRules(options, fn, ATTACKER), fn);
}

/** resolveCriticalSave after its checks. @internal */
export function criticalSave<T extends Creature>(target: T, d20: number, rules: RulesOptions, fn: string): CriticalSaveResult<T> {
  assertSaveOwed(target, rules, fn);
  const save = resolveSave(target.str.current, d20);
  const events: RulesEvent[] = [
    { type: 'save-made', attribute: 'str', purpose: 'critical-damage', score: save.score, roll: save.roll, success: save.success },
  ];
  const doomed = target.kind === 'pc' && target.conditions.includes('doomed');
  let next: T = target;
  let outcome: CriticalOutcome;
  if (save.success) {
    outcome = 'held';
    // R054: the next Critical Damage save settles Doomed either way.
    if (doomed) next = withoutCondition(next, 'doomed', events);
  } else if (target.kind === 'pc') {
    if (doomed) {
      outcome = 'dead';
      next = withoutCondition(next, 'doomed', events);
      next = withCondition(next, 'dead', events);
    } else {
      outcome = 'critical';
      next = withCondition(withCondition(next, 'critical', events), 'dying', events);
    }
  } else if (target.kind === 'detachment') {
    outcome = 'routed';
    next = withCondition(next, 'routed', events);
  } else if (rules.npcCritFailure === 'dead') {
    outcome = 'dead';
    next = withCondition(next, 'dead', events);
  } else if (rules.npcCritFailure === 'incapacitated') {
    outcome = 'incapacitated';
    next = withCondition(next, 'incapacitated', events);
  } else {
    outcome = 'warden-decides';
    next = withCondition(next, 'critical', events);
  }
  return { target: next, save, outcome, doomedMaxHpRoll: doomed && save.success, events };
}

function assertSaveOwed(target: Creature, rules: RulesOptions, fn: string): void {
  if (target.str.current === 0 && !rules.saveAtZeroStr) {
    throw mustBe('NOT_APPLICABLE', fn, 'target.str.current', 'above 0 (at STR 0 death comes without a save, C3)', 0);
  }
}

/**
 * Rolls the STR save against Critical Damage (R035): built on
 * {@link resolveCriticalSave}. For the whole procedure after a hit,
 * including the Doomed 3d6 and the attacker's effect, use
 * {@link takeDamage}.
 *
 * @throws CairnError as {@link resolveCriticalSave}, and `BAD_RNG`.
 * @example
 * const npc = createCreature({ hp: 0, str: { current: 4, max: 11 }, dex: 10, wil: 10 });
 * rollCriticalSave(scriptedRng([1]), npc).outcome; // 'held': a 1 always saves
 * @category Damage
 */
export function rollCriticalSave<T extends Creature>(rng: Rng, target: T, options?: Partial<RulesOptions>): CriticalSaveResult<T> {
  const fn = 'rollCriticalSave';
  assertRng(rng, fn);
  assertCreature(target, fn);
  const rules = resolveRules(options, fn, ATTACKER);
  assertSaveOwed(target, rules, fn);
  const d20 = roll(rng, knownDice('d20'));
  const result = criticalSave(target, d20.total, rules, fn);
  return { ...result, events: [rolledEvent('save', d20), ...result.events] };
}

/**
 * The result of stabilising.
 *
 * @example
 * const result: StabilizeResult = stabilize(dyingPc);
 * result.stabilized; // true
 * @category Damage
 */
export interface StabilizeResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** Whether it stopped dying. */
  readonly stabilized: boolean;
  /** What happened. */
  readonly events: readonly RulesEvent[];
}

/**
 * Stabilises a dying creature with aid such as bandages, one action in
 * combat (R037, R076, C4): it no longer dies within the hour. Nothing else
 * changes: STR stays reduced and Critical Damage stays until recovery
 * (R038). Stabilises a Mortal Wound too (R053, "unless healed"). With
 * `stabilize: 'aidAndRest'` (1e) aid alone is not enough: pass
 * `{ rested: true }` once the creature has also rested.
 *
 * @throws CairnError `BAD_CREATURE`, `BAD_OPTION`.
 * @example
 * const dying = createCreature({ kind: 'pc', hp: 0, str: { current: 3, max: 10 }, dex: 10, wil: 10, conditions: ['critical', 'dying'] });
 * stabilize(dying).target.conditions; // ['critical']
 * @category Damage
 */
export function stabilize<T extends Creature>(
  target: T,
  options?: Partial<RulesOptions> & { readonly rested?: boolean },
): StabilizeResult<T> {
  const fn = 'stabilize';
  assertCreature(target, fn);
  const rules = resolveRules(options, fn, ['rested']);
  const rested = options?.rested;
  if (rested !== undefined && typeof rested !== 'boolean') throw mustBe('BAD_OPTION', fn, 'options.rested', 'a boolean', rested);
  const wounded = target.pending.findIndex((effect) => effect.id === 'mortal-wound' && effect.stabilized !== true);
  const dying = target.conditions.includes('dying') || wounded !== -1;
  if (!dying || (rules.stabilize === 'aidAndRest' && rested !== true)) return { target, stabilized: false, events: [] };
  const events: RulesEvent[] = [];
  let next = withoutCondition(target, 'dying', events);
  if (wounded !== -1) {
    next = withField(
      next,
      'pending',
      next.pending.map((effect, i) => (i === wounded ? { ...effect, stabilized: true } : effect)),
    );
    if (!target.conditions.includes('dying')) events.push({ type: 'condition-lost', condition: 'dying' });
  }
  return { target: next, stabilized: true, events };
}

/**
 * Applies an attacker's on-critical effect (R040) to a target that just
 * failed its Critical Damage save, with the dice already rolled: an
 * `attribute-damage` effect takes `total` from the attribute, with no save;
 * a `note` effect changes nothing and is reported for the Warden.
 *
 * @param total - the total rolled on `effect.dice` (ignored for `note`)
 * @throws CairnError `BAD_CREATURE`, `BAD_ARGUMENT` for a bad effect or total.
 * @example
 * // The Hooded Men drain 1d4 WIL from a target that fails.
 * const pc = createCreature({ kind: 'pc', hp: 0, str: 5, dex: 10, wil: 9 });
 * resolveCritFailEffect(pc, { type: 'attribute-damage', attribute: 'wil', dice: 'd4' }, 3).target.wil; // { current: 6, max: 9 }
 * @category Damage
 */
export function resolveCritFailEffect<T extends Creature>(
  target: T,
  effect: CritFailEffect,
  total = 0,
): RulesResult<T> {
  const fn = 'resolveCritFailEffect';
  assertCreature(target, fn);
  if (typeof effect !== 'object' || effect === null || (effect.type !== 'note' && effect.type !== 'attribute-damage')) {
    throw mustBe('BAD_ARGUMENT', fn, 'effect', '{ type: "attribute-damage", attribute, dice } or { type: "note", textId }', effect);
  }
  const events: RulesEvent[] = [{ type: 'crit-effect', effect }];
  if (effect.type === 'note') return { target, events };
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) {
    throw mustBe('BAD_ARGUMENT', fn, 'total', 'an integer of 0 or more', total);
  }
  const score = target[effect.attribute];
  if (score === undefined || !['str', 'dex', 'wil'].includes(effect.attribute)) {
    throw mustBe('BAD_ARGUMENT', fn, 'effect.attribute', '"str", "dex" or "wil"', effect.attribute);
  }
  const next = withScore(target, effect.attribute, { current: Math.max(0, score.current - total), max: score.max }, 'crit-effect', events);
  return { target: next, events };
}

/**
 * Rolls and applies an attacker's on-critical effect (R040): built on
 * {@link resolveCritFailEffect}.
 *
 * @throws CairnError as {@link resolveCritFailEffect}, and `BAD_RNG`, `BAD_NOTATION`.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: 0, str: 5, dex: 10, wil: 9 });
 * rollCritFailEffect(scriptedRng([4]), pc, { type: 'attribute-damage', attribute: 'wil', dice: 'd4' }).target.wil.current; // 5
 * @category Damage
 */
export function rollCritFailEffect<T extends Creature>(
  rng: Rng,
  target: T,
  effect: CritFailEffect,
): RulesResult<T> {
  assertRng(rng, 'rollCritFailEffect');
  if (typeof effect === 'object' && effect !== null && effect.type === 'attribute-damage') {
    const result = roll(rng, effect.dice);
    const applied = resolveCritFailEffect(target, effect, result.total);
    return { target: applied.target, events: [rolledEvent('crit-effect', result), ...applied.events] };
  }
  return resolveCritFailEffect(target, effect);
}
