// R070: morale. Opponents (never PCs) make WIL saves after their first
// casualty, on losing half their number, and, fighting alone, at 0 HP.
import { knownDice } from '../dice/notation.js';
import { assertRng, type Rng } from '../dice/rng.js';
import { roll } from '../dice/roll.js';
import { OUT_OF_ACTION, canAct, conditionsOf } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { rolledEvent, withCondition } from './change.js';
import { assertEncounter, combatant, type Combatant, type Encounter } from './encounter.js';
import { effectiveHpOf } from './inventory.js';
import { assertD20, resolveSave } from './saves.js';

/**
 * A morale check that is due (R070): why, who rolls, and against what.
 * With a leader standing, the leader rolls once for the whole group;
 * otherwise every opponent still fighting rolls for itself.
 *
 * @example
 * const check: MoraleCheck = { reason: 'first-casualty', savers: ['chief'], group: true };
 * @category Combat
 */
export interface MoraleCheck {
  /** The first casualty, half the starting number lost, or a lone opponent at 0 HP. */
  readonly reason: 'first-casualty' | 'half-lost' | 'lone-at-zero';
  /** Who makes the WIL save. */
  readonly savers: readonly string[];
  /** `true` when one save (the leader's) decides for every opponent still fighting. */
  readonly group: boolean;
}

/** Opponents who are a casualty: out of action (dead, dying, paralyzed, ...), not merely fled. */
function isCasualty(c: Combatant, rules: RulesOptions): boolean {
  const conditions = conditionsOf(c.creature, rules);
  return !conditions.includes('routed') && conditions.some((condition) => OUT_OF_ACTION.includes(condition));
}

/** `canAct` is false for a fled (routed) opponent too. */
function stillFighting(c: Combatant, rules: RulesOptions): boolean {
  return canAct(c.creature, rules);
}

/**
 * The morale checks due now (R070), never for PCs or their side: after the
 * opponents' first casualty; again once half of their starting number is
 * lost; and for an opponent fighting alone that has reached 0 HP. Each is
 * due once. A group whose leader still fights uses the leader's WIL.
 *
 * @throws CairnError `BAD_ARGUMENT` for a bad encounter; `BAD_OPTION`.
 * @example
 * moraleDue(afterFirstKill); // [{ reason: 'first-casualty', savers: ['wolf-2'], group: true }]
 * @category Combat
 */
export function moraleDue(encounter: Encounter, options?: Partial<RulesOptions>): readonly MoraleCheck[] {
  const fn = 'moraleDue';
  assertEncounter(encounter, fn);
  const rules = resolveRules(options, fn);
  const foes = encounter.combatants.filter((c) => c.side === 'foes');
  const fighting = foes.filter((c) => stillFighting(c, rules));
  if (fighting.length === 0) return [];
  const leader = fighting.find((c) => c.leader === true);
  const group = (reason: MoraleCheck['reason']): MoraleCheck =>
    leader !== undefined
      ? { reason, savers: [leader.id], group: true }
      : { reason, savers: fighting.map((c) => c.id), group: false };
  const casualties = foes.filter((c) => isCasualty(c, rules)).length;
  const due: MoraleCheck[] = [];
  if (casualties >= 1 && !encounter.moraleChecked.firstCasualty) due.push(group('first-casualty'));
  if (casualties * 2 >= encounter.foesAtStart && encounter.foesAtStart > 1 && !encounter.moraleChecked.halfLost) due.push(group('half-lost'));
  const lone = fighting.length === 1 ? (fighting[0] as Combatant) : undefined;
  if (lone !== undefined && effectiveHpOf(lone.creature, rules) === 0 && !encounter.moraleChecked.loneAtZero.includes(lone.id)) {
    due.push({ reason: 'lone-at-zero', savers: [lone.id], group: false });
  }
  return due;
}

/**
 * What a morale check decided.
 *
 * @example
 * const result: MoraleResult = resolveMorale(fight, check, { chief: 15 });
 * result.fled; // ['chief', 'wolf-1']
 * @category Combat
 */
export interface MoraleResult {
  /** The encounter: the check marked as made, those who fled `routed`. */
  readonly encounter: Encounter;
  /** Who fled. */
  readonly fled: readonly string[];
  /** What happened. */
  readonly events: readonly RulesEvent[];
}

/**
 * Resolves a morale check from the WIL saves rolled (R070): a failure
 * means fleeing (`routed`). A group check decided by the leader's save
 * sends every opponent still fighting running.
 *
 * @param d20s - a d20 for each saver, by id
 * @throws CairnError `BAD_ARGUMENT` for a check that is not about opponents, `BAD_FACE`.
 * @example
 * resolveMorale(fight, { reason: 'first-casualty', savers: ['chief'], group: true }, { chief: 15 }).fled;
 * @category Combat
 */
export function resolveMorale(
  encounter: Encounter,
  check: MoraleCheck,
  d20s: Readonly<Record<string, number>>,
  options?: Partial<RulesOptions>,
): MoraleResult {
  const fn = 'resolveMorale';
  assertEncounter(encounter, fn);
  const rules = resolveRules(options, fn);
  if (typeof check !== 'object' || check === null || !Array.isArray(check.savers) || !['first-casualty', 'half-lost', 'lone-at-zero'].includes(check.reason)) {
    throw mustBe('BAD_ARGUMENT', fn, 'check', 'a MoraleCheck from moraleDue', check);
  }
  if (typeof d20s !== 'object' || d20s === null) throw mustBe('BAD_FACE', fn, 'd20s', 'a d20 per saver, by id', d20s);
  const events: RulesEvent[] = [];
  const fled = new Set<string>();
  for (const id of check.savers) {
    const saver = combatant(encounter, id, fn, 'check.savers');
    // R070: morale is never asked of PCs.
    if (saver.side !== 'foes') throw mustBe('BAD_ARGUMENT', fn, 'check.savers', 'opponents only (morale never applies to PCs, R070)', id);
    const d20 = d20s[id];
    assertD20(d20, fn, `d20s[${JSON.stringify(id)}]`);
    const save = resolveSave(saver.creature.wil.current, d20);
    events.push({ type: 'save-made', attribute: 'wil', purpose: 'morale', score: save.score, roll: d20, success: save.success });
    if (!save.success) {
      if (check.group) {
        for (const c of encounter.combatants) if (c.side === 'foes' && stillFighting(c, rules)) fled.add(c.id);
      } else fled.add(id);
    }
  }
  const combatants = encounter.combatants.map((c) => {
    if (!fled.has(c.id)) return c;
    return { ...c, creature: withCondition(c.creature, 'routed', events) };
  });
  const checked = encounter.moraleChecked;
  const moraleChecked = {
    firstCasualty: checked.firstCasualty || check.reason === 'first-casualty',
    halfLost: checked.halfLost || check.reason === 'half-lost',
    loneAtZero: check.reason === 'lone-at-zero' ? [...checked.loneAtZero, ...check.savers] : checked.loneAtZero,
  };
  return { encounter: { ...encounter, combatants, moraleChecked }, fled: [...fled], events };
}

/**
 * Rolls a morale check (R070): one d20 per saver, in order, then
 * {@link resolveMorale}.
 *
 * @throws CairnError as {@link resolveMorale}, and `BAD_RNG`.
 * @example
 * for (const check of moraleDue(fight)) fight = rollMorale(rng, fight, check).encounter;
 * @category Combat
 */
export function rollMorale(rng: Rng, encounter: Encounter, check: MoraleCheck, options?: Partial<RulesOptions>): MoraleResult {
  const fn = 'rollMorale';
  assertRng(rng, fn);
  assertEncounter(encounter, fn);
  if (typeof check !== 'object' || check === null || !Array.isArray(check.savers)) {
    throw mustBe('BAD_ARGUMENT', fn, 'check', 'a MoraleCheck from moraleDue', check);
  }
  const d20s: Record<string, number> = {};
  const events: RulesEvent[] = [];
  for (const id of check.savers) {
    const result = roll(rng, knownDice('d20'));
    events.push(rolledEvent('morale', result));
    d20s[String(id)] = result.total;
  }
  const resolved = resolveMorale(encounter, check, d20s, options);
  return { ...resolved, events: [...events, ...resolved.events] };
}
