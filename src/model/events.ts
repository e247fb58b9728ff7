// What happened, as data: every rules result carries a readonly list of
// these plain, JSON-serialisable records. A VTT animates dice and writes chat
// messages from events alone; rules return codes, never sentences.
import type { RolledDie } from '../dice/roll.js';
import type { Condition, CritFailEffect, ScoreName } from './creature.js';
import type { PendingEffect, PendingId, ScarId, ScarRow } from './scar.js';

/**
 * Why dice were rolled.
 *
 * @example
 * const purpose: RollPurpose = 'scar-location';
 * @category Events
 */
export type RollPurpose =
  | 'damage'
  | 'save'
  | 'scar-row'
  | 'scar-location'
  | 'scar-attribute'
  | 'scar-score'
  | 'scar-increase'
  | 'doomed-max-hp'
  | 'recovery'
  | 'crit-effect';

/**
 * Why a save was made.
 *
 * @example
 * const purpose: SavePurpose = 'critical-damage';
 * @category Events
 */
export type SavePurpose = 'critical-damage' | 'scar' | 'other';

/**
 * Why a score changed.
 *
 * @example
 * const cause: ChangeCause = 'damage';
 * @category Events
 */
export type ChangeCause = 'damage' | 'attribute-damage' | 'scar' | 'recovery' | 'crit-effect' | 'doomed';

/**
 * Dice were rolled: the notation, every die as it landed, the total.
 *
 * @example
 * const event: DiceRolledEvent = {
 *   type: 'dice-rolled', purpose: 'scar-score', notation: '3d6',
 *   faces: [{ sides: 6, face: 5, term: 0, kept: true }, { sides: 6, face: 4, term: 0, kept: true }, { sides: 6, face: 5, term: 0, kept: true }],
 *   modifier: 0, total: 14,
 * };
 * @category Events
 */
export interface DiceRolledEvent {
  readonly type: 'dice-rolled';
  /** Why the dice were rolled. */
  readonly purpose: RollPurpose;
  /** Canonical notation of what was rolled. */
  readonly notation: string;
  /** Every die, in the order rolled. */
  readonly faces: readonly RolledDie[];
  /** The modifier added after keeping. */
  readonly modifier: number;
  /** The result. */
  readonly total: number;
}

/**
 * Armor was subtracted from a damage roll (R027, R029).
 *
 * @example
 * const event: ArmorAbsorbedEvent = { type: 'armor-absorbed', rolled: 4, armor: 1, afterArmor: 3 };
 * @category Events
 */
export interface ArmorAbsorbedEvent {
  readonly type: 'armor-absorbed';
  /** The damage rolled. */
  readonly rolled: number;
  /** The target's armor, capped at 3. */
  readonly armor: number;
  /** The damage left, never below 0. */
  readonly afterArmor: number;
}

/**
 * HP or an attribute changed, current or maximum, from one value to another.
 *
 * @example
 * const event: ScoreChangedEvent = { type: 'score-changed', score: 'str', part: 'current', from: 11, to: 10, cause: 'damage' };
 * @category Events
 */
export interface ScoreChangedEvent {
  readonly type: 'score-changed';
  /** Which score. */
  readonly score: ScoreName;
  /** The current value or the maximum. */
  readonly part: 'current' | 'max';
  /** The value before. */
  readonly from: number;
  /** The value after. */
  readonly to: number;
  /** What changed it. */
  readonly cause: ChangeCause;
}

/**
 * A save was made: the attribute, the score saved against, the d20 and the
 * outcome (R001).
 *
 * @example
 * const event: SaveMadeEvent = { type: 'save-made', attribute: 'str', purpose: 'critical-damage', score: 10, roll: 13, success: false };
 * @category Events
 */
export interface SaveMadeEvent {
  readonly type: 'save-made';
  /** The attribute saved with. */
  readonly attribute: 'str' | 'dex' | 'wil';
  /** Why. */
  readonly purpose: SavePurpose;
  /** The score the d20 had to meet. */
  readonly score: number;
  /** The d20. */
  readonly roll: number;
  /** Whether the save succeeded. */
  readonly success: boolean;
}

/**
 * A save is owed and has not been rolled yet (the resolve layer stops
 * here; the roll layer rolls it).
 *
 * @example
 * const event: SaveOwedEvent = { type: 'save-owed', attribute: 'str', purpose: 'critical-damage', score: 9 };
 * @category Events
 */
export interface SaveOwedEvent {
  readonly type: 'save-owed';
  /** The attribute to save with. */
  readonly attribute: 'str' | 'dex' | 'wil';
  /** Why. */
  readonly purpose: SavePurpose;
  /** The score to save against. */
  readonly score: number;
}

/**
 * A PC's HP reached exactly 0: the scars table is owed, at this row or at a
 * d12 roll (R034, R055, C27).
 *
 * @example
 * const event: ScarOwedEvent = { type: 'scar-owed', row: 3 };
 * @category Events
 */
export interface ScarOwedEvent {
  readonly type: 'scar-owed';
  /** The row to consult, or `'d12'` to roll for it. */
  readonly row: ScarRow | 'd12';
}

/**
 * A PC took a scar.
 *
 * @example
 * const event: ScarTakenEvent = { type: 'scar-taken', row: 1, id: 'scar/lasting-scar', detail: 'neck' };
 * @category Events
 */
export interface ScarTakenEvent {
  readonly type: 'scar-taken';
  /** The row. */
  readonly row: ScarRow;
  /** The scar's id. */
  readonly id: ScarId;
  /** Location or attribute, when the row rolls one. */
  readonly detail?: string;
}

/**
 * A condition started.
 *
 * @example
 * const event: ConditionGainedEvent = { type: 'condition-gained', condition: 'critical' };
 * @category Events
 */
export interface ConditionGainedEvent {
  readonly type: 'condition-gained';
  /** The condition. */
  readonly condition: Condition;
}

/**
 * A condition ended.
 *
 * @example
 * const event: ConditionLostEvent = { type: 'condition-lost', condition: 'dying' };
 * @category Events
 */
export interface ConditionLostEvent {
  readonly type: 'condition-lost';
  /** The condition. */
  readonly condition: Condition;
}

/**
 * An injury now waits for recovery.
 *
 * @example
 * const event: PendingAddedEvent = {
 *   type: 'pending-added',
 *   effect: { id: 'diseased', row: 5, until: 'over-it', then: { change: 'raise', score: 'hp', dice: '2d6' } },
 * };
 * @category Events
 */
export interface PendingAddedEvent {
  readonly type: 'pending-added';
  /** The injury. */
  readonly effect: PendingEffect;
}

/**
 * An injury was recovered from (its effect, if any, follows as score changes).
 *
 * @example
 * const event: PendingResolvedEvent = { type: 'pending-resolved', id: 'walloped' };
 * @category Events
 */
export interface PendingResolvedEvent {
  readonly type: 'pending-resolved';
  /** The injury. */
  readonly id: PendingId;
}

/**
 * An attacker's stat-block effect fired on a target that failed its
 * Critical Damage save (R040); a `note` effect carries its text id.
 *
 * @example
 * const event: CritEffectEvent = { type: 'crit-effect', effect: { type: 'note', textId: 'effect/wood-troll-moss' } };
 * @category Events
 */
export interface CritEffectEvent {
  readonly type: 'crit-effect';
  /** The effect, as the stat block gives it. */
  readonly effect: CritFailEffect;
}

/**
 * Everything a rules function can report, a union discriminated on `type`.
 *
 * @example
 * function chat(event: RulesEvent): string {
 *   switch (event.type) {
 *     case 'save-made': return `${event.attribute} save: ${event.roll} vs ${event.score}`;
 *     default: return event.type;
 *   }
 * }
 * @category Events
 */
export type RulesEvent =
  | DiceRolledEvent
  | ArmorAbsorbedEvent
  | ScoreChangedEvent
  | SaveMadeEvent
  | SaveOwedEvent
  | ScarOwedEvent
  | ScarTakenEvent
  | ConditionGainedEvent
  | ConditionLostEvent
  | PendingAddedEvent
  | PendingResolvedEvent
  | CritEffectEvent;
