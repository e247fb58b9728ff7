// Small building blocks the rules share: changing a score or a condition on
// a creature and recording the event. Internal: not re-exported.
import type { ParsedDice } from '../dice/notation.js';
import type { Rng } from '../dice/rng.js';
import { facesFor, rollInto, type DiceRoll } from '../dice/roll.js';
import type { Condition, Creature, Score, ScoreName } from '../model/creature.js';
import type { ChangeCause, DiceRolledEvent, RollPurpose, RulesEvent } from '../model/events.js';

const KNOWN_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'kind',
  'name',
  'hp',
  'str',
  'dex',
  'wil',
  'armor',
  'conditions',
  'scars',
  'pending',
  'inventory',
  'onTargetCritFail',
]);
const BASE_KEY_COUNT = 11;

/**
 * A shallow, unfrozen copy of a creature with one field replaced. Built as
 * an object literal rather than with `{ ...target }`: V8 copies a frozen
 * object (what createCreature returns) with spread ten times slower, and
 * this sits on every damage path. Fields a caller's own type adds (a
 * character's background, gold, ...) are copied by name.
 * @internal
 */
export function withField<T extends Creature, K extends keyof Creature, K2 extends keyof Creature>(
  target: T,
  key: K,
  value: Creature[K],
  key2?: K2,
  value2?: Creature[K2],
): T {
  const copy: Record<string, unknown> = {
    kind: target.kind,
    name: target.name,
    hp: target.hp,
    str: target.str,
    dex: target.dex,
    wil: target.wil,
    armor: target.armor,
    conditions: target.conditions,
    scars: target.scars,
    pending: target.pending,
    inventory: target.inventory,
  };
  if (target.onTargetCritFail !== undefined) copy['onTargetCritFail'] = target.onTargetCritFail;
  const keys = Object.keys(target);
  if (keys.length > BASE_KEY_COUNT) {
    for (const extra of keys) if (!KNOWN_KEYS.has(extra)) copy[extra] = (target as Record<string, unknown>)[extra];
  }
  copy[key] = value;
  if (key2 !== undefined) copy[key2] = value2;
  return copy as T;
}

/** A copy of `target` with one score replaced, and a score-changed event per part that moved. @internal */
export function withScore<T extends Creature>(
  target: T,
  name: ScoreName,
  next: Score,
  cause: ChangeCause,
  events: RulesEvent[],
): T {
  const before = target[name];
  if (before.current === next.current && before.max === next.max) return target;
  scoreEvents(name, before, next, cause, events);
  return withField(target, name, next);
}

/** The score-changed events for one score, max first. @internal */
export function scoreEvents(name: ScoreName, before: Score, next: Score, cause: ChangeCause, events: RulesEvent[]): void {
  if (before.max !== next.max) {
    events.push({ type: 'score-changed', score: name, part: 'max', from: before.max, to: next.max, cause });
  }
  if (before.current !== next.current) {
    events.push({ type: 'score-changed', score: name, part: 'current', from: before.current, to: next.current, cause });
  }
}

/** A copy of `target` with a stored condition added (sorted, once), and the event. @internal */
export function withCondition<T extends Creature>(target: T, condition: Condition, events: RulesEvent[]): T {
  if (target.conditions.includes(condition)) return target;
  events.push({ type: 'condition-gained', condition });
  return withField(target, 'conditions', [...target.conditions, condition].sort());
}

/** A copy of `target` with a stored condition removed, and the event. @internal */
export function withoutCondition<T extends Creature>(target: T, condition: Condition, events: RulesEvent[]): T {
  if (!target.conditions.includes(condition)) return target;
  events.push({ type: 'condition-lost', condition });
  return withField(
    target,
    'conditions',
    target.conditions.filter((c) => c !== condition),
  );
}

/** The dice-rolled event for a roll. @internal */
export function rolledEvent(purpose: RollPurpose, result: DiceRoll): RulesEvent {
  return {
    type: 'dice-rolled',
    purpose,
    notation: result.notation,
    faces: result.faces,
    modifier: result.modifier,
    total: result.total,
  };
}

/** The dice-rolled event for a single d20 (a save, a retreat), without building a DiceRoll first. @internal */
export function d20Event(face: number, purpose: RollPurpose = 'save'): RulesEvent {
  return {
    type: 'dice-rolled',
    purpose,
    notation: 'd20',
    faces: [{ sides: 20, face, term: 0, kept: true }],
    modifier: 0,
    total: face,
  };
}

/**
 * Rolls checked dice straight into a dice-rolled event (no DiceRoll in
 * between): the hot paths of attacks roll several of these per call.
 * @internal
 */
export function rollEvent(rng: Rng, dice: ParsedDice, purpose: RollPurpose, functionName: string): DiceRolledEvent {
  const faces = facesFor(dice);
  const total = rollInto(rng, dice, faces, functionName);
  return { type: 'dice-rolled', purpose, notation: dice.notation, faces, modifier: dice.modifier, total };
}
