// R044–R054: the twelve scars, their immediate effects, and the effects
// that wait for recovery (stored as pending, applied by resolveRecovery).
import { diceRange, knownDice, parseNotation, type Dice } from '../dice/notation.js';
import { assertRng, type Rng } from '../dice/rng.js';
import { roll } from '../dice/roll.js';
import { assertCreature, type Attribute, type Creature, type Score } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { ChangeCause, RollPurpose, RulesEvent, RulesResult } from '../model/events.js';
import { SCAR_IDS, type PendingEffect, type PendingId, type ScarRecord, type ScarRow, type ScoreChange } from '../model/scar.js';
import { rolledEvent, withCondition, withField, withScore } from './change.js';
import { resolveSave, type SaveResult } from './saves.js';

/**
 * The dice a scar row needs when it is taken, by name:
 * `location` (d6: rows 1 and 4), `hp` (d6: rows 1 and 2), `attribute` (d6:
 * row 6), `score` (the 3d6 total: rows 6 and 9), `save` (the d20 of a WIL
 * save: rows 8 and 10) and `increase` (d4 for row 8, d6 for row 10, rolled
 * only when the save succeeds). Rows 3, 5, 7, 11 and 12 roll nothing now.
 *
 * @example
 * const rolls: ScarRolls = { attribute: 3, score: 14 }; // row 6: DEX, then 14
 * @category Scars
 */
export interface ScarRolls {
  /** d6 for the location (rows 1, 4). */
  readonly location?: number;
  /** d6 for the new maximum HP (rows 1, 2). */
  readonly hp?: number;
  /** d6 for the attribute (row 6). */
  readonly attribute?: number;
  /** 3d6 total (rows 6, 9). */
  readonly score?: number;
  /** d20 for the WIL save (rows 8, 10). */
  readonly save?: number;
  /** d4 (row 8) or d6 (row 10), only after a successful save. */
  readonly increase?: number;
}

/**
 * One die (or set of dice) a scar row needs, in the order to roll them.
 *
 * @example
 * const need: ScarDie = { key: 'increase', dice: 'd4', onlyIfSaved: true };
 * @category Scars
 */
export interface ScarDie {
  /** Where the result goes in {@link ScarRolls}. */
  readonly key: keyof ScarRolls;
  /** What to roll. */
  readonly dice: string;
  /** Roll it only if the row's WIL save succeeded. */
  readonly onlyIfSaved?: boolean;
}

const D6 = 'd6';
const PURPOSE: Readonly<Record<keyof ScarRolls, RollPurpose>> = {
  location: 'scar-location',
  hp: 'scar-score',
  attribute: 'scar-attribute',
  score: 'scar-score',
  save: 'save',
  increase: 'scar-increase',
};
const NEEDS: Readonly<Record<ScarRow, readonly ScarDie[]>> = /* @__PURE__ */ Object.freeze({
  1: [{ key: 'location', dice: D6 }, { key: 'hp', dice: D6 }],
  2: [{ key: 'hp', dice: D6 }],
  3: [],
  4: [{ key: 'location', dice: D6 }],
  5: [],
  6: [{ key: 'attribute', dice: D6 }, { key: 'score', dice: '3d6' }],
  7: [],
  8: [{ key: 'save', dice: 'd20' }, { key: 'increase', dice: 'd4', onlyIfSaved: true }],
  9: [{ key: 'score', dice: '3d6' }],
  10: [{ key: 'save', dice: 'd20' }, { key: 'increase', dice: D6, onlyIfSaved: true }],
  11: [],
  12: [],
});

function assertRow(row: unknown, functionName: string): asserts row is ScarRow {
  if (typeof row !== 'number' || !Number.isInteger(row) || row < 1 || row > 12) {
    throw mustBe('BAD_SCAR', functionName, 'row', 'an integer from 1 to 12', row);
  }
}

/**
 * The dice a scar row needs now, in order (see {@link ScarRolls}); for
 * physical dice or a VTT's own roller in front of {@link resolveScar}.
 *
 * @throws CairnError `BAD_SCAR` for a row outside 1..12.
 * @example
 * scarDice(1); // [{ key: 'location', dice: 'd6' }, { key: 'hp', dice: 'd6' }]
 * scarDice(3); // []: Walloped rolls only after rest
 * @category Scars
 */
export function scarDice(row: ScarRow): readonly ScarDie[] {
  assertRow(row, 'scarDice');
  return NEEDS[row];
}

/**
 * What taking a scar did.
 *
 * @example
 * const result: ScarResult = resolveScar(pc, 6, { attribute: 3, score: 14 });
 * result.scar; // { row: 6, id: 'scar/reorienting-head-wound', detail: 'dex' }
 * @category Scars
 */
export interface ScarResult<T extends Creature = Creature> {
  /** The PC with the scar and its effects. */
  readonly target: T;
  /** The scar taken. */
  readonly scar: ScarRecord;
  /** The row's WIL save (rows 8 and 10), otherwise `null`. */
  readonly save: SaveResult | null;
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

const LASTING_SCAR_PLACES = ['neck', 'hands', 'eye', 'chest', 'legs', 'ear'] as const;
const BROKEN_LIMBS = ['leg', 'leg', 'arm', 'arm', 'rib', 'skull'] as const;
const HEAD_WOUND_ATTRIBUTES: readonly Attribute[] = ['str', 'str', 'dex', 'dex', 'wil', 'wil'];

const pending = (id: PendingId, row: ScarRow, until: PendingEffect['until'], then: ScoreChange | null): PendingEffect => ({
  id,
  row,
  until,
  then,
});

/** The face of one named die of `rolls`, checked against its dice (`d6`, `3d6`, ...). */
function face(rolls: ScarRolls, need: ScarDie, functionName: string): number {
  const value = rolls[need.key];
  const { low: min, high: max } = diceRange(knownDice(need.dice));
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw mustBe('BAD_SCAR', functionName, `rolls.${need.key}`, `the ${need.dice} rolled for this row, an integer from ${min} to ${max}`, value);
  }
  return value;
}

/**
 * Takes a scar from the dice already rolled (R044–R054): records it and
 * applies what happens now; what happens later is stored as pending on the
 * PC (see {@link resolveRecovery}) and nothing is applied early.
 *
 * 1 Lasting Scar: location; new max HP if the d6 is higher (C16: that d6
 * alone). 2 Rattling Blow: the same without a location. 3 Walloped:
 * Deprived until rest, then +d6 max HP. 4 Broken Limb: location; once
 * mended, 2d6 max HP if higher. 5 Diseased: when over it, 2d6 max HP if
 * higher. 6 Reorienting Head Wound: an attribute, which becomes the 3d6 if
 * higher than its current value (its max rises to match). 7 Hamstrung:
 * after recovery, 3d6 max DEX if higher. 8 Deafened: a WIL save now, +d4
 * WIL on a success; deaf until extraordinary aid. 9 Re-brained: 3d6 max WIL
 * if higher. 10 Sundered: a WIL save, +d6 WIL on a success. 11 Mortal
 * Wound: Deprived, out of action and dying until healed; on recovery max HP
 * becomes 2d6 even if lower. 12 Doomed: the next failed Critical Damage
 * save kills; a passed one rolls 3d6 max HP.
 *
 * A raised or increased maximum STR, DEX or WIL raises the current value by
 * the same amount; a raised maximum HP leaves current HP alone (rest fills
 * it).
 *
 * @param target - a PC (R041: only PCs gain scars)
 * @param row - the row, 1 to 12
 * @param rolls - the dice the row needs (see {@link scarDice})
 * @throws CairnError `NOT_APPLICABLE` for a non-PC, `BAD_SCAR` for a bad row or missing dice.
 * @example
 * // 2e WG: row 6, the d6 says DEX (3), the 3d6 says 14 > DEX 9, so DEX becomes 14.
 * const pc = createCreature({ kind: 'pc', hp: { current: 0, max: 6 }, str: 10, dex: 9, wil: 10 });
 * resolveScar(pc, 6, { attribute: 3, score: 14 }).target.dex; // { current: 14, max: 14 }
 * @category Scars
 */
export function resolveScar<T extends Creature>(target: T, row: ScarRow, rolls: ScarRolls = {}): ScarResult<T> {
  const fn = 'resolveScar';
  assertCreature(target, fn);
  assertRow(row, fn);
  if (target.kind !== 'pc') {
    throw mustBe('NOT_APPLICABLE', fn, 'target.kind', '"pc" (R041: only PCs gain scars)', target.kind);
  }
  if (typeof rolls !== 'object' || rolls === null) throw mustBe('BAD_SCAR', fn, 'rolls', 'an object of dice results', rolls);
  const need = NEEDS[row];
  const get = (index: number): number => face(rolls, need[index] as ScarDie, fn);
  const events: RulesEvent[] = [];
  let next: T = target;
  let detail: string | undefined;
  let save: ScarResult['save'] = null;
  const addPending = (effect: PendingEffect): void => {
    events.push({ type: 'pending-added', effect });
    next = withField(next, 'pending', [...next.pending, effect]);
  };

  switch (row) {
    case 1:
      detail = LASTING_SCAR_PLACES[get(0) - 1];
      next = raise(next, 'hp', get(1), 'scar', events);
      break;
    case 2:
      next = raise(next, 'hp', get(0), 'scar', events);
      break;
    case 3:
      addPending(pending('walloped', 3, 'rest', { change: 'increase', score: 'hp', dice: 'd6' }));
      break;
    case 4:
      detail = BROKEN_LIMBS[get(0) - 1];
      addPending({ ...pending('broken-limb', 4, 'mended', { change: 'raise', score: 'hp', dice: '2d6' }), detail: detail as string });
      break;
    case 5:
      addPending(pending('diseased', 5, 'over-it', { change: 'raise', score: 'hp', dice: '2d6' }));
      break;
    case 6: {
      const attribute = HEAD_WOUND_ATTRIBUTES[get(0) - 1] as Attribute;
      detail = attribute;
      const rolled = get(1);
      const score = next[attribute];
      // R049: "current attribute"; decision: max rises to match.
      if (rolled > score.current) {
        next = withScore(next, attribute, { current: rolled, max: Math.max(score.max, rolled) }, 'scar', events);
      }
      break;
    }
    case 7:
      addPending(pending('hamstrung', 7, 'recovered', { change: 'raise', score: 'dex', dice: '3d6' }));
      break;
    case 8:
    case 10: {
      if (row === 8) addPending(pending('deafened', 8, 'extraordinary-aid', null));
      const result = resolveSave(next.wil.current, get(0));
      save = result;
      events.push({ type: 'save-made', attribute: 'wil', purpose: 'scar', score: result.score, roll: result.roll, success: result.success });
      if (result.success) next = increase(next, 'wil', get(1), 'scar', events);
      break;
    }
    case 9:
      next = raise(next, 'wil', get(0), 'scar', events);
      break;
    case 11:
      addPending({ ...pending('mortal-wound', 11, 'recovered', { change: 'set', score: 'hp', dice: '2d6' }), stabilized: false });
      break;
    case 12:
      next = withCondition(next, 'doomed', events);
      break;
  }

  const scar: ScarRecord = detail === undefined ? { row, id: SCAR_IDS[row - 1] as ScarRecord['id'] } : { row, id: SCAR_IDS[row - 1] as ScarRecord['id'], detail };
  events.unshift({ type: 'scar-taken', ...scar });
  next = withField(next, 'scars', [...next.scars, scar]);
  return { target: next, scar, save, events };
}

const SCORE_LIMIT = { hp: 999, str: 99, dex: 99, wil: 99 } as const;

/** "If the roll is higher than your max, take the new result." */
function raise<T extends Creature>(target: T, name: ScoreChange['score'], rolled: number, cause: ChangeCause, events: RulesEvent[]): T {
  const score = target[name];
  if (rolled <= score.max) return target;
  return withScore(target, name, grown(name, score, rolled), cause, events);
}

/** "Add the roll to your max." */
function increase<T extends Creature>(target: T, name: ScoreChange['score'], amount: number, cause: ChangeCause, events: RulesEvent[]): T {
  const score = target[name];
  return withScore(target, name, grown(name, score, Math.min(score.max + amount, SCORE_LIMIT[name])), cause, events);
}

/** A new maximum; an attribute's current value moves up with it, HP does not (rest fills HP). */
function grown(name: ScoreChange['score'], score: Score, max: number): Score {
  if (name === 'hp') return { current: score.current, max };
  return { current: Math.min(score.current + (max - score.max), max), max };
}

/**
 * Applies a change to a maximum score with the dice already rolled:
 * `raise` takes the roll if it is higher than the maximum, `increase` adds
 * it, `set` makes it the maximum even if lower (current HP is then capped
 * by it). Used for scar effects on recovery and for surviving Doomed (R054).
 *
 * @param total - the total rolled on `change.dice`
 * @throws CairnError `BAD_CREATURE`, or `BAD_SCAR` for a change or total that does not fit.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: { current: 3, max: 4 }, str: 10, dex: 10, wil: 10 });
 * resolveScoreChange(pc, { change: 'raise', score: 'hp', dice: '2d6' }, 9).target.hp; // { current: 3, max: 9 }
 * @category Scars
 */
export function resolveScoreChange<T extends Creature>(
  target: T,
  change: ScoreChange,
  total: number,
): RulesResult<T> {
  const fn = 'resolveScoreChange';
  assertCreature(target, fn);
  const dice = checkChange(change, fn);
  checkTotal(total, dice, change.dice, fn);
  const events: RulesEvent[] = [];
  return { target: changeScore(target, change, total, 'recovery', events), events };
}

function checkChange(change: ScoreChange, fn: string): Dice {
  if (
    typeof change !== 'object' ||
    change === null ||
    !['raise', 'increase', 'set'].includes(change.change) ||
    !['hp', 'str', 'dex', 'wil'].includes(change.score) ||
    typeof change.dice !== 'string'
  ) {
    throw mustBe('BAD_SCAR', fn, 'change', '{ change: "raise" | "increase" | "set", score, dice }', change);
  }
  return parseNotation(change.dice, fn);
}

function checkTotal(total: unknown, dice: Dice, notation: string, fn: string): asserts total is number {
  const { low: min, high: max } = diceRange(dice);
  if (typeof total !== 'number' || !Number.isInteger(total) || total < min || total > max) {
    throw mustBe('BAD_SCAR', fn, 'total', `a total of ${notation}, from ${min} to ${max}`, total);
  }
}

function changeScore<T extends Creature>(target: T, change: ScoreChange, total: number, cause: ChangeCause, events: RulesEvent[]): T {
  if (change.change === 'raise') return raise(target, change.score, total, cause, events);
  if (change.change === 'increase') return increase(target, change.score, total, cause, events);
  const score = target[change.score];
  return withScore(target, change.score, { current: Math.min(score.current, total), max: total }, cause, events);
}

/**
 * Takes a scar, rolling what the row needs (R044–R054): with `'d12'` the
 * row itself is rolled first (R055 `'reroll'`, C27 `'dairn-d12'`). Built on
 * {@link resolveScar}.
 *
 * @throws CairnError as {@link resolveScar}, and `BAD_RNG` for a bad `rng`.
 * @example
 * // Row 1: location d6 = 1 (neck), then d6 = 5 against max HP 4: max HP becomes 5.
 * const pc = createCreature({ kind: 'pc', hp: { current: 0, max: 4 }, str: 10, dex: 10, wil: 10 });
 * applyScar(scriptedRng([1, 5]), pc, 1).target.hp; // { current: 0, max: 5 }
 * @category Scars
 */
export function applyScar<T extends Creature>(rng: Rng, target: T, row: ScarRow | 'd12'): ScarResult<T> {
  const fn = 'applyScar';
  assertRng(rng, fn);
  assertCreature(target, fn);
  const events: RulesEvent[] = [];
  let chosen: ScarRow;
  if (row === 'd12') {
    const result = roll(rng, knownDice('d12'));
    events.push(rolledEvent('scar-row', result));
    chosen = result.total as ScarRow;
  } else {
    assertRow(row, fn);
    chosen = row;
  }
  if (target.kind !== 'pc') {
    throw mustBe('NOT_APPLICABLE', fn, 'target.kind', '"pc" (R041: only PCs gain scars)', target.kind);
  }
  const rolls: Record<string, number> = {};
  for (const need of NEEDS[chosen]) {
    if (need.onlyIfSaved === true && !(resolveSave(target.wil.current, rolls['save'] as number).success)) continue;
    const result = roll(rng, knownDice(need.dice));
    events.push(rolledEvent(PURPOSE[need.key], result));
    rolls[need.key] = result.total;
  }
  const taken = resolveScar(target, chosen, rolls);
  return { ...taken, events: [...events, ...taken.events] };
}

/**
 * Recovers from a pending injury with the dice already rolled (R046–R048,
 * R050, R051, R053): removes it and applies its effect: +`d6` max HP after
 * Walloped's rest, `2d6` max HP if higher once a Broken Limb is mended or
 * Diseased is over, `3d6` max DEX if higher after Hamstrung, max HP
 * becomes `2d6` after a Mortal Wound (even if lower); Deafened ends with
 * extraordinary aid and rolls nothing. The first pending injury with the id
 * is the one resolved.
 *
 * @param total - the total rolled on the injury's dice (`then.dice`); leave out for Deafened
 * @throws CairnError `NOT_APPLICABLE` when the creature has no such injury, `BAD_SCAR` for a missing or impossible total.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: { current: 3, max: 3 }, str: 10, dex: 10, wil: 10,
 *   pending: [{ id: 'walloped', row: 3, until: 'rest', then: { change: 'increase', score: 'hp', dice: 'd6' } }],
 * });
 * resolveRecovery(pc, 'walloped', 4).target.hp; // { current: 3, max: 7 }
 * @category Scars
 */
export function resolveRecovery<T extends Creature>(
  target: T,
  id: PendingId,
  total?: number,
): RulesResult<T> {
  const fn = 'resolveRecovery';
  assertCreature(target, fn);
  const index = target.pending.findIndex((effect) => effect.id === id);
  if (index === -1) {
    throw mustBe('NOT_APPLICABLE', fn, 'id', `an injury the creature has (${target.pending.map((e) => e.id).join(', ') || 'none'})`, id);
  }
  const effect = target.pending[index] as PendingEffect;
  const events: RulesEvent[] = [{ type: 'pending-resolved', id }];
  let next: T = withField(
    target,
    'pending',
    target.pending.filter((_, i) => i !== index),
  );
  if (effect.then !== null) {
    checkTotal(total, parseNotation(effect.then.dice, fn), effect.then.dice, fn);
    next = changeScore(next, effect.then, total, 'recovery', events);
  }
  return { target: next, events };
}

/**
 * Recovers from a pending injury, rolling its dice: built on
 * {@link resolveRecovery}.
 *
 * @throws CairnError as {@link resolveRecovery}, and `BAD_RNG` for a bad `rng`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: { current: 0, max: 8 }, str: 10, dex: 10, wil: 10,
 *   pending: [{ id: 'mortal-wound', row: 11, until: 'recovered', then: { change: 'set', score: 'hp', dice: '2d6' }, stabilized: true }],
 * });
 * recover(scriptedRng([2, 3]), pc, 'mortal-wound').target.hp; // { current: 0, max: 5 }: lower, but it replaces
 * @category Scars
 */
export function recover<T extends Creature>(
  rng: Rng,
  target: T,
  id: PendingId,
): RulesResult<T> {
  const fn = 'recover';
  assertRng(rng, fn);
  assertCreature(target, fn);
  const effect = target.pending.find((candidate) => candidate.id === id);
  if (effect?.then === null || effect === undefined) return resolveRecovery(target, id);
  const result = roll(rng, effect.then.dice);
  const resolved = resolveRecovery(target, id, result.total);
  return { target: resolved.target, events: [rolledEvent('recovery', result), ...resolved.events] };
}

/** The scar-change half of resolveScoreChange for modules that already checked everything. @internal */
export function applyScoreChange<T extends Creature>(target: T, change: ScoreChange, total: number, cause: ChangeCause, events: RulesEvent[]): T {
  return changeScore(target, change, total, cause, events);
}
