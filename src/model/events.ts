// What happened, as data: every rules result carries a readonly list of
// these plain, JSON-serialisable records. A VTT animates dice and writes chat
// messages from events alone; rules return codes, never sentences.
import type { RolledDie } from '../dice/roll.js';
import type { Condition, Creature, CritFailEffect, ScoreName } from './creature.js';
import type { Item, ItemCarry } from './item.js';
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
  | 'crit-effect'
  | 'blast-targets'
  | 'initiative'
  | 'morale'
  | 'retreat'
  | 'reaction'
  | 'table';

/**
 * Why a save was made.
 *
 * @example
 * const purpose: SavePurpose = 'critical-damage';
 * @category Events
 */
export type SavePurpose = 'critical-damage' | 'scar' | 'casting' | 'initiative' | 'morale' | 'retreat' | 'other';

/**
 * Why a score changed.
 *
 * @example
 * const cause: ChangeCause = 'damage';
 * @category Events
 */
export type ChangeCause = 'damage' | 'attribute-damage' | 'scar' | 'recovery' | 'crit-effect' | 'doomed' | 'full-inventory';

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
  /** Always `"dice-rolled"`. */
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
  /** Always `"armor-absorbed"`. */
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
  /** Always `"score-changed"`. */
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
  /** Always `"save-made"`. */
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
  /** Always `"save-owed"`. */
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
  /** Always `"scar-owed"`. */
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
  /** Always `"scar-taken"`. */
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
  /** Always `"condition-gained"`. */
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
  /** Always `"condition-lost"`. */
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
  /** Always `"pending-added"`. */
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
  /** Always `"pending-resolved"`. */
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
  /** Always `"crit-effect"`. */
  readonly type: 'crit-effect';
  /** The effect, as the stat block gives it. */
  readonly effect: CritFailEffect;
}

/**
 * A row was found in a table: which table, which face, which row (by id).
 *
 * @example
 * const event: TableRowEvent = { type: 'table-row', table: 'table/physique', face: 4, row: 'trait/physique/lanky' };
 * @category Events
 */
export interface TableRowEvent {
  /** Always `'table-row'`. */
  readonly type: 'table-row';
  /** The table's id. */
  readonly table: string;
  /** The face looked up. */
  readonly face: number;
  /** The row's id. */
  readonly row: string;
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
  | AttackResolvedEvent
  | TableRowEvent
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
  | CritEffectEvent
  | ItemAddedEvent
  | ItemDroppedEvent
  | ItemMovedEvent
  | ItemUsedUpEvent
  | UsesSpentEvent
  | UsesRestoredEvent
  | CoinsChangedEvent
  | InventoryFilledEvent
  | InventoryFreedEvent
  | FatigueAddedEvent
  | FatigueClearedEvent
  | DropRequiredEvent
  | FatigueRefusedEvent
  | SpellCastEvent
  | CastBlockedEvent
  | RecoveryBlockedEvent
  | PendingReadyEvent;

// Inventory, Fatigue, deprivation, rest and magic (R017–R026, R074–R088).

/**
 * An item went into the inventory (R017–R020, R025).
 *
 * @example
 * const event: ItemAddedEvent = {
 *   type: 'item-added', index: 2, slots: 1,
 *   item: { id: 'item/rope', kind: 'gear', slots: 1, carry: 'stowed' },
 * };
 * @category Events
 */
export interface ItemAddedEvent {
  /** The discriminant, `'item-added'`. */
  readonly type: 'item-added';
  /** Its index in the new inventory. */
  readonly index: number;
  /** The item as added. */
  readonly item: Item;
  /** Slots it takes: personal slots, or cargo slots when it rides as cargo. */
  readonly slots: number;
}

/**
 * An item left the inventory: dropped, destroyed or given away.
 *
 * @example
 * const event: ItemDroppedEvent = {
 *   type: 'item-dropped', index: 0, slots: 2,
 *   item: { id: 'item/chainmail', kind: 'armor', slots: 2, carry: 'worn', armor: 2, armorWhen: 'worn' },
 * };
 * @category Events
 */
export interface ItemDroppedEvent {
  /** The discriminant, `'item-dropped'`. */
  readonly type: 'item-dropped';
  /** The index it had. */
  readonly index: number;
  /** The item. */
  readonly item: Item;
  /** Slots it freed: personal slots, or cargo slots when it was cargo. */
  readonly slots: number;
}

/**
 * An item is now carried another way (held, worn, stowed, or loaded as cargo).
 *
 * @example
 * const event: ItemMovedEvent = { type: 'item-moved', index: 3, id: 'item/spellbook', from: 'stowed', to: 'held' };
 * @category Events
 */
export interface ItemMovedEvent {
  /** The discriminant, `'item-moved'`. */
  readonly type: 'item-moved';
  /** Its index (unchanged). */
  readonly index: number;
  /** Its id. */
  readonly id: string;
  /** How it was carried. */
  readonly from: ItemCarry;
  /** How it is carried now. */
  readonly to: ItemCarry;
}

/**
 * An item is gone because it was used up: a scroll read (R085), or the last
 * use of an item that cannot recharge (a Leycap eaten, R087).
 *
 * @example
 * const event: ItemUsedUpEvent = {
 *   type: 'item-used-up', index: 4,
 *   item: { id: 'item/scroll', kind: 'scroll', slots: 0, carry: 'stowed', spell: 'spell/sleep' },
 * };
 * @category Events
 */
export interface ItemUsedUpEvent {
  /** The discriminant, `'item-used-up'`. */
  readonly type: 'item-used-up';
  /** The index it had. */
  readonly index: number;
  /** The item as it was before the last use. */
  readonly item: Item;
}

/**
 * A use or charge was spent (R086).
 *
 * @example
 * const event: UsesSpentEvent = { type: 'uses-spent', index: 0, id: 'relic/honeyclasp', kind: 'charges', from: 3, to: 2 };
 * @category Events
 */
export interface UsesSpentEvent {
  /** The discriminant, `'uses-spent'`. */
  readonly type: 'uses-spent';
  /** The item's index. */
  readonly index: number;
  /** The item's id. */
  readonly id: string;
  /** Uses or charges. */
  readonly kind: 'uses' | 'charges';
  /** How many were left before. */
  readonly from: number;
  /** How many are left now. */
  readonly to: number;
}

/**
 * Uses or charges came back: a relic's recharge condition was met (R086).
 *
 * @example
 * const event: UsesRestoredEvent = { type: 'uses-restored', index: 0, id: 'relic/staff-of-silence', kind: 'charges', from: 0, to: 1 };
 * @category Events
 */
export interface UsesRestoredEvent {
  /** The discriminant, `'uses-restored'`. */
  readonly type: 'uses-restored';
  /** The item's index. */
  readonly index: number;
  /** The item's id. */
  readonly id: string;
  /** Uses or charges. */
  readonly kind: 'uses' | 'charges';
  /** How many were left before. */
  readonly from: number;
  /** How many there are now. */
  readonly to: number;
}

/**
 * The gold pieces a creature carries changed (R020).
 *
 * @example
 * const event: CoinsChangedEvent = { type: 'coins-changed', from: 40, to: 140 };
 * @category Events
 */
export interface CoinsChangedEvent {
  /** The discriminant, `'coins-changed'`. */
  readonly type: 'coins-changed';
  /** Gold pieces carried before. */
  readonly from: number;
  /** Gold pieces carried now. */
  readonly to: number;
}

/**
 * Every personal slot is now taken: HP counts as 0 (R022, C9).
 *
 * @example
 * const event: InventoryFilledEvent = { type: 'inventory-filled', slotsUsed: 10, limit: 10 };
 * @category Events
 */
export interface InventoryFilledEvent {
  /** The discriminant, `'inventory-filled'`. */
  readonly type: 'inventory-filled';
  /** Personal slots used now. */
  readonly slotsUsed: number;
  /** Personal slots in all. */
  readonly limit: number;
}

/**
 * A personal slot is free again after the inventory was full (R022, C9):
 * the stored HP counts again, or, with `fullInventoryHp: 'zeroUntilRest'`,
 * once the creature has rested.
 *
 * @example
 * const event: InventoryFreedEvent = { type: 'inventory-freed', slotsUsed: 9, limit: 10 };
 * @category Events
 */
export interface InventoryFreedEvent {
  /** The discriminant, `'inventory-freed'`. */
  readonly type: 'inventory-freed';
  /** Personal slots used now. */
  readonly slotsUsed: number;
  /** Personal slots in all. */
  readonly limit: number;
}

/**
 * Where Fatigue came from (R078, R079, R082).
 *
 * @example
 * const cause: FatigueCause = 'spell';
 * @category Events
 */
export type FatigueCause = 'spell' | 'deprivation' | 'travel' | 'weather' | 'other';

/**
 * Fatigue went into the inventory, one slot each (R021).
 *
 * @example
 * const event: FatigueAddedEvent = { type: 'fatigue-added', count: 1, cause: 'spell' };
 * @category Events
 */
export interface FatigueAddedEvent {
  /** The discriminant, `'fatigue-added'`. */
  readonly type: 'fatigue-added';
  /** How many Fatigue were added. */
  readonly count: number;
  /** Why. */
  readonly cause: FatigueCause;
}

/**
 * Fatigue left the inventory: a safe night's rest (R080) or an effect such
 * as a Leycap's (R087).
 *
 * @example
 * const event: FatigueClearedEvent = { type: 'fatigue-cleared', count: 3, cause: 'rest' };
 * @category Events
 */
export interface FatigueClearedEvent {
  /** The discriminant, `'fatigue-cleared'`. */
  readonly type: 'fatigue-cleared';
  /** How many Fatigue were removed. */
  readonly count: number;
  /** Rest, or anything else. */
  readonly cause: 'rest' | 'other';
}

/**
 * Fatigue is owed but no slot is free: an item must be dropped first, and
 * the caller chooses which (R023, C7).
 *
 * @example
 * const event: DropRequiredEvent = { type: 'drop-required', fatigue: 1 };
 * @category Events
 */
export interface DropRequiredEvent {
  /** The discriminant, `'drop-required'`. */
  readonly type: 'drop-required';
  /** Fatigue still owed. */
  readonly fatigue: number;
}

/**
 * Fatigue could not be added: every slot already holds Fatigue (R024), or
 * there is no free slot and `fatigueWhenFull` is `'reject'` (C7).
 *
 * @example
 * const event: FatigueRefusedEvent = { type: 'fatigue-refused', count: 1, reason: 'all-fatigue' };
 * @category Events
 */
export interface FatigueRefusedEvent {
  /** The discriminant, `'fatigue-refused'`. */
  readonly type: 'fatigue-refused';
  /** Fatigue that could not be added. */
  readonly count: number;
  /** Why. */
  readonly reason: 'all-fatigue' | 'no-free-slot';
}

/**
 * A spell was cast from a spellbook or a scroll (R082, R085).
 *
 * @example
 * const event: SpellCastEvent = { type: 'spell-cast', spell: 'spell/sleep', source: 'spellbook', index: 2, enhanced: false };
 * @category Events
 */
export interface SpellCastEvent {
  /** The discriminant, `'spell-cast'`. */
  readonly type: 'spell-cast';
  /** The spell's id. */
  readonly spell: string;
  /** What it was read from. */
  readonly source: 'spellbook' | 'scroll';
  /** The index the book or scroll had. */
  readonly index: number;
  /** Enhanced, with time and safety (R083). */
  readonly enhanced: boolean;
}

/**
 * Why a spell could not be cast (R082, R023, R024, C7):
 * - `book-not-held`: the book or scroll is not in hand (loaded as cargo, or with the hands/body/pack layout not held);
 * - `hands-busy`: with the hands/body/pack layout, something else is held too (casting takes both hands);
 * - `drop-required`: no slot is free for the Fatigue; say which item to drop;
 * - `all-fatigue`: every slot is already Fatigue, so nothing can be dropped;
 * - `no-free-slot`: no slot is free and `fatigueWhenFull` is `'reject'`.
 *
 * @example
 * const reason: CastBlock = 'drop-required';
 * @category Events
 */
export type CastBlock = 'book-not-held' | 'hands-busy' | 'drop-required' | 'all-fatigue' | 'no-free-slot';

/**
 * A spell was not cast; nothing changed.
 *
 * @example
 * const event: CastBlockedEvent = { type: 'cast-blocked', spell: 'spell/sleep', reason: 'all-fatigue' };
 * @category Events
 */
export interface CastBlockedEvent {
  /** The discriminant, `'cast-blocked'`. */
  readonly type: 'cast-blocked';
  /** The spell's id. */
  readonly spell: string;
  /** Why. */
  readonly reason: CastBlock;
}

/**
 * Why a rest did not restore something (R074, R075, R077, R080, C6, C9, C23):
 * `deprived`; `inventory-full` (HP, with `fullInventoryHp: 'zeroUntilRest'`);
 * `dying` (stabilise first); `unsafe` (Fatigue needs a safe place);
 * `too-short` (fewer days than attribute recovery takes); `no-healer`
 * (attribute recovery with `requiresHealer`).
 *
 * @example
 * const reason: RecoveryBlock = 'deprived';
 * @category Events
 */
export type RecoveryBlock = 'deprived' | 'inventory-full' | 'dying' | 'unsafe' | 'too-short' | 'no-healer';

/**
 * A rest did not restore HP, Fatigue slots or attributes.
 *
 * @example
 * const event: RecoveryBlockedEvent = { type: 'recovery-blocked', what: 'hp', reason: 'deprived' };
 * @category Events
 */
export interface RecoveryBlockedEvent {
  /** The discriminant, `'recovery-blocked'`. */
  readonly type: 'recovery-blocked';
  /** What was not restored. */
  readonly what: 'hp' | 'fatigue' | 'attributes';
  /** Why. */
  readonly reason: RecoveryBlock;
}

/**
 * After a rest, an injury waiting for rest or recovery can now be resolved
 * (with `recover` or `resolveRecovery`); the rest itself applies nothing.
 *
 * @example
 * const event: PendingReadyEvent = { type: 'pending-ready', id: 'walloped' };
 * @category Events
 */
export interface PendingReadyEvent {
  /** The discriminant, `'pending-ready'`. */
  readonly type: 'pending-ready';
  /** The injury. */
  readonly id: PendingId;
}

/**
 * One or several attackers rolled against one target; only the single
 * highest roll counts (R059).
 *
 * @example
 * const event: AttackResolvedEvent = { type: 'attack-resolved', rolls: [3, 6, 2], kept: 6, keptIndex: 1 };
 * @category Events
 */
export interface AttackResolvedEvent {
  /** Always `"attack-resolved"`. */
  /** The discriminant, `'attack-resolved'`. */
  readonly type: 'attack-resolved';
  /** Each attacker's damage roll, in the order declared. */
  readonly rolls: readonly number[];
  /** The roll that counts. */
  readonly kept: number;
  /** Whose roll it was. */
  readonly keptIndex: number;
}

/**
 * A creature after a rule was applied, and what happened: the result of
 * rules that change one creature and report nothing else.
 *
 * @example
 * const result: RulesResult = resolveRecovery(pc, 'walloped', 4);
 * result.target.hp.max; // raised by 4
 * result.events; // [{ type: 'pending-resolved', id: 'walloped' }, { type: 'score-changed', ... }]
 * @category Events
 */
export interface RulesResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}
