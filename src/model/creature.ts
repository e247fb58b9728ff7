// Creatures: PCs, NPCs, monsters and detachments as immutable data.
import { mustBe } from './error.js';
import type { Item } from './item.js';
import { resolveRules, type RulesOptions } from './options.js';
import { SCAR_IDS, type PendingEffect, type PendingId, type ScarRecord } from './scar.js';

/**
 * A score with its current and maximum value. Damage lowers `current`;
 * rest restores it up to `max`; scars raise `max`.
 *
 * @example
 * const str: Score = { current: 9, max: 12 };
 * @category Creatures
 */
export interface Score {
  /** The value now, from 0 to `max`. */
  readonly current: number;
  /** The value when fully recovered. */
  readonly max: number;
}

/**
 * The three attributes: Strength, Dexterity, Willpower.
 *
 * @example
 * const attribute: Attribute = 'wil';
 * @category Creatures
 */
export type Attribute = 'str' | 'dex' | 'wil';

/**
 * HP or an attribute: every score a creature has.
 *
 * @example
 * const score: ScoreName = 'hp';
 * @category Creatures
 */
export type ScoreName = 'hp' | Attribute;

/**
 * A player character, a non-player character or monster, or a detachment
 * (a large group fighting as one, R063).
 *
 * @example
 * const kind: CreatureKind = 'detachment';
 * @category Creatures
 */
export type CreatureKind = 'pc' | 'npc' | 'detachment';

/**
 * Every condition a creature can be in. Some are stored; some follow from
 * scores or injuries and are added by {@link conditionsOf}.
 *
 * - `deprived`: lacking food, water or rest; no recovery (R077).
 * - `critical`: has suffered Critical Damage; can only crawl (R037).
 * - `dying`: dies within the hour unless stabilised (R037, R053).
 * - `dead`: STR 0 (R073), or a failed Critical Damage save for NPCs (R039).
 * - `paralyzed`: DEX 0; `delirious`: WIL 0 (R073).
 * - `incapacitated`: out of action (Mortal Wound, or the `npcCritFailure` option).
 * - `doomed`: the next failed Critical Damage save kills (R054).
 * - `routed`: a detachment broken by Critical Damage; `destroyed`: a detachment at STR 0 (R063).
 * - `panicked`: HP counts as 0, attacks Impaired (2e Procedures, R100).
 *
 * @example
 * CONDITIONS.includes('dying'); // true
 * @category Creatures
 */
export const CONDITIONS = [
  'deprived',
  'critical',
  'dying',
  'dead',
  'paralyzed',
  'delirious',
  'incapacitated',
  'doomed',
  'routed',
  'destroyed',
  'panicked',
] as const;

/**
 * One of {@link CONDITIONS}.
 *
 * @example
 * const condition: Condition = 'deprived';
 * @category Creatures
 */
export type Condition = (typeof CONDITIONS)[number];

/**
 * What happens to a creature's target when the target fails its Critical
 * Damage save (R040): the stat block's hook. `attribute-damage` rolls dice
 * and takes them from an attribute (the Hooded Men drain `d4` WIL); `note`
 * is a narrative effect shown by its text id (the Wood Troll's moss).
 *
 * @example
 * const hoodedMen: CritFailEffect = { type: 'attribute-damage', attribute: 'wil', dice: 'd4' };
 * @category Creatures
 */
export type CritFailEffect =
  | {
      /** Roll `dice` and take the result from `attribute`, with no save. */
      readonly type: 'attribute-damage';
      /** The attribute that loses the roll. */
      readonly attribute: Attribute;
      /** Dice in Cairn notation. */
      readonly dice: string;
    }
  | {
      /** A narrative effect. */
      readonly type: 'note';
      /** The id of the text that describes it. */
      readonly textId: string;
    };

/**
 * A creature: plain, immutable, JSON-serialisable data. Rules functions
 * never change one; they return a new creature with the changes.
 *
 * @example
 * const bea: Creature = createCreature({ kind: 'pc', name: 'Bea', hp: 5, str: 12, dex: 14, wil: 9, armor: 1 });
 * @category Creatures
 */
export interface Creature {
  /** PC, NPC (monsters too) or detachment. */
  readonly kind: CreatureKind;
  /** A display name; the rules never read it. */
  readonly name: string;
  /** Hit Protection. */
  readonly hp: Score;
  /** Strength. */
  readonly str: Score;
  /** Dexterity. */
  readonly dex: Score;
  /** Willpower. */
  readonly wil: Score;
  /**
   * Natural or stat-block armor, 0 to 3. Armor from items is added by
   * `armorOf` from what is worn or held; do not count it here too.
   */
  readonly armor: number;
  /** Stored conditions, without repeats; {@link conditionsOf} adds the derived ones. */
  readonly conditions: readonly Condition[];
  /** Scars taken (PCs only, R041). */
  readonly scars: readonly ScarRecord[];
  /** Injuries whose scar effect waits for recovery. */
  readonly pending: readonly PendingEffect[];
  /** What the creature carries. */
  readonly inventory: readonly Item[];
  /** The stat block's effect on a target that fails its Critical Damage save (R040). */
  readonly onTargetCritFail?: CritFailEffect;
}

/**
 * What {@link createCreature} accepts: scores as a number (current = max)
 * or as `{ current, max }`; everything but the four scores may be left out.
 *
 * @example
 * const spec: CreatureSpec = { name: 'Wood Troll', hp: 12, armor: 1, str: 16, dex: 6, wil: 10 };
 * @category Creatures
 */
export interface CreatureSpec {
  /** Default `'npc'`. */
  readonly kind?: CreatureKind;
  /** Default `''`. */
  readonly name?: string;
  /** HP, 0 to 999. */
  readonly hp: number | Score;
  /** STR, 0 to 99. */
  readonly str: number | Score;
  /** DEX, 0 to 99. */
  readonly dex: number | Score;
  /** WIL, 0 to 99. */
  readonly wil: number | Score;
  /** Natural or stat-block armor, 0 to 3. Default 0. */
  readonly armor?: number;
  /** Default none. */
  readonly conditions?: readonly Condition[];
  /** Default none; only PCs may have scars. */
  readonly scars?: readonly ScarRecord[];
  /** Default none. */
  readonly pending?: readonly PendingEffect[];
  /** Default empty. */
  readonly inventory?: readonly Item[];
  /** The stat block's hook for a target that fails its Critical Damage save. */
  readonly onTargetCritFail?: CritFailEffect;
}

const KINDS: readonly CreatureKind[] = ['pc', 'npc', 'detachment'];
const PENDING_IDS: readonly PendingId[] = ['walloped', 'broken-limb', 'diseased', 'hamstrung', 'deafened', 'mortal-wound'];
const MAX_HP = 999;
const MAX_ATTRIBUTE = 99;

function isInt(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function toScore(value: unknown, name: ScoreName, limit: number, functionName: string): Score {
  if (isInt(value, 0, limit)) return Object.freeze({ current: value, max: value });
  const score = value as Partial<Score> | null;
  if (
    typeof score !== 'object' ||
    score === null ||
    !isInt(score.max, 0, limit) ||
    !isInt(score.current, 0, score.max)
  ) {
    throw mustBe(
      'BAD_CREATURE',
      functionName,
      `spec.${name}`,
      `an integer from 0 to ${limit}, or { current, max } with 0 <= current <= max <= ${limit}`,
      value,
    );
  }
  return Object.freeze({ current: score.current, max: score.max });
}

function arrayOf<T>(value: unknown, argument: string, functionName: string, check: (entry: unknown) => boolean, expectation: string): readonly T[] {
  if (value === undefined) return Object.freeze([]);
  if (!Array.isArray(value)) throw mustBe('BAD_CREATURE', functionName, argument, `an array of ${expectation}`, value);
  value.forEach((entry, index) => {
    if (!check(entry)) throw mustBe('BAD_CREATURE', functionName, `${argument}[${index}]`, expectation, entry);
  });
  return Object.freeze(value.map((entry) => (typeof entry === 'object' ? Object.freeze({ ...entry }) : entry)) as T[]);
}

const isCondition = (value: unknown): boolean => (CONDITIONS as readonly unknown[]).includes(value);
const isScarRecord = (value: unknown): boolean => {
  const scar = value as Partial<ScarRecord> | null;
  return (
    typeof scar === 'object' &&
    scar !== null &&
    isInt(scar.row, 1, 12) &&
    scar.id === SCAR_IDS[scar.row - 1] &&
    (scar.detail === undefined || typeof scar.detail === 'string')
  );
};
const isPending = (value: unknown): boolean => {
  const effect = value as Partial<PendingEffect> | null;
  return (
    typeof effect === 'object' &&
    effect !== null &&
    PENDING_IDS.includes(effect.id as PendingId) &&
    isInt(effect.row, 1, 12) &&
    typeof effect.until === 'string' &&
    (effect.then === null || (typeof effect.then === 'object' && typeof effect.then?.dice === 'string'))
  );
};
const isItemLike = (value: unknown): boolean => {
  const item = value as Partial<Item> | null;
  return typeof item === 'object' && item !== null && typeof item.id === 'string' && isInt(item.slots, 0, 100);
};

function toCritEffect(value: unknown, functionName: string): Creature['onTargetCritFail'] {
  if (value === undefined) return undefined;
  const effect = value as Partial<{ type: string; attribute: string; dice: string; textId: string }> | null;
  if (typeof effect === 'object' && effect !== null) {
    if (effect.type === 'attribute-damage' && ['str', 'dex', 'wil'].includes(effect.attribute as string) && typeof effect.dice === 'string') {
      return Object.freeze({ type: 'attribute-damage', attribute: effect.attribute as Attribute, dice: effect.dice });
    }
    if (effect.type === 'note' && typeof effect.textId === 'string') return Object.freeze({ type: 'note', textId: effect.textId });
  }
  throw mustBe(
    'BAD_CREATURE',
    functionName,
    'spec.onTargetCritFail',
    '{ type: "attribute-damage", attribute, dice } or { type: "note", textId }',
    value,
  );
}

/**
 * Checks a creature description and returns a frozen {@link Creature}.
 * Scores are integers with `0 <= current <= max` (HP up to 999, attributes
 * up to 99); armor is 0 to 3 (R027); conditions are known names, stored
 * once each and sorted; only PCs carry scars (R041).
 *
 * @throws CairnError `BAD_CREATURE` naming the field and the value.
 * @example
 * const bea = createCreature({ kind: 'pc', name: 'Bea', hp: 5, str: 12, dex: 14, wil: 9, armor: 1 });
 * const wounded = createCreature({ hp: { current: 2, max: 6 }, str: 10, dex: 10, wil: 10 });
 * @category Creatures
 */
export function createCreature(spec: CreatureSpec): Creature {
  const fn = 'createCreature';
  if (typeof spec !== 'object' || spec === null) {
    throw mustBe('BAD_CREATURE', fn, 'spec', 'an object with hp, str, dex and wil', spec);
  }
  const kind = spec.kind ?? 'npc';
  if (!KINDS.includes(kind)) throw mustBe('BAD_CREATURE', fn, 'spec.kind', '"pc", "npc" or "detachment"', kind);
  const name = spec.name ?? '';
  if (typeof name !== 'string') throw mustBe('BAD_CREATURE', fn, 'spec.name', 'a string', name);
  const armor = spec.armor ?? 0;
  if (!isInt(armor, 0, 3)) throw mustBe('BAD_CREATURE', fn, 'spec.armor', 'an integer from 0 to 3', armor);
  const conditions = [...new Set(arrayOf<Condition>(spec.conditions, 'spec.conditions', fn, isCondition, 'a known condition'))].sort();
  const scars = arrayOf<ScarRecord>(spec.scars, 'spec.scars', fn, isScarRecord, 'a scar record { row, id }');
  if (scars.length > 0 && kind !== 'pc') throw mustBe('BAD_CREATURE', fn, 'spec.scars', 'empty for an NPC or detachment (only PCs gain scars)', scars);
  const creature: Creature = {
    kind,
    name,
    hp: toScore(spec.hp, 'hp', MAX_HP, fn),
    str: toScore(spec.str, 'str', MAX_ATTRIBUTE, fn),
    dex: toScore(spec.dex, 'dex', MAX_ATTRIBUTE, fn),
    wil: toScore(spec.wil, 'wil', MAX_ATTRIBUTE, fn),
    armor,
    conditions: Object.freeze(conditions),
    scars,
    pending: arrayOf<PendingEffect>(spec.pending, 'spec.pending', fn, isPending, 'a pending effect { id, row, until, then }'),
    inventory: arrayOf<Item>(spec.inventory, 'spec.inventory', fn, isItemLike, 'an item { id, kind, slots, carry }'),
  };
  const hook = toCritEffect(spec.onTargetCritFail, fn);
  return Object.freeze(hook === undefined ? creature : { ...creature, onTargetCritFail: hook });
}

function isScore(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { current, max } = value as Partial<Score>;
  // `x >>> 0 === x` is an integer test that also rejects negatives, NaN and ±Infinity.
  return typeof max === 'number' && max >>> 0 === max && max <= limit && typeof current === 'number' && current >>> 0 === current && current <= max;
}

function isKind(kind: unknown): boolean {
  return kind === 'pc' || kind === 'npc' || kind === 'detachment';
}

/**
 * Cheap structural check of a creature handed to a rules function: the
 * kind, the four scores, armor and the arrays. Creatures restored from JSON
 * pass; anything else is refused before it can produce a wrong answer.
 * @internal
 */
export function assertCreature(value: unknown, functionName: string, argument = 'target'): asserts value is Creature {
  if (!isCreature(value)) throw mustBe('BAD_CREATURE', functionName, argument, 'a Creature (see createCreature)', value);
}

/** The test behind assertCreature, for callers that build the argument's name only on failure. @internal */
export function isCreature(value: unknown): value is Creature {
  const creature = value as Partial<Creature> | null;
  return !(
    typeof creature !== 'object' ||
    creature === null ||
    !isKind(creature.kind) ||
    !isScore(creature.hp, MAX_HP) ||
    !isScore(creature.str, MAX_ATTRIBUTE) ||
    !isScore(creature.dex, MAX_ATTRIBUTE) ||
    !isScore(creature.wil, MAX_ATTRIBUTE) ||
    typeof creature.armor !== 'number' ||
    creature.armor >>> 0 !== creature.armor ||
    creature.armor > 3 ||
    !Array.isArray(creature.conditions) ||
    !Array.isArray(creature.scars) ||
    !Array.isArray(creature.pending) ||
    !Array.isArray(creature.inventory)
  );
}

/**
 * Every condition the creature is in: the stored ones plus those that
 * follow from its scores and injuries (R073): STR 0 is `dead` (a
 * detachment is `destroyed`, R063), DEX 0 `paralyzed`, WIL 0 `delirious`;
 * a pending Walloped or Mortal Wound makes a PC `deprived`, and Mortal
 * Wound `incapacitated` and, until stabilised, `dying` (R046, R053).
 * Sorted, without repeats. With the `saveAtZeroStr` house rule (C3) STR 0
 * alone is not death: only a failed save (stored `dead`) is.
 *
 * @throws CairnError `BAD_CREATURE` when `creature` is not a Creature; `BAD_OPTION`.
 * @example
 * conditionsOf(createCreature({ hp: 0, str: 8, dex: 0, wil: 10 })); // ['paralyzed']
 * @category Creatures
 */
export function conditionsOf(creature: Creature, options?: Partial<RulesOptions>): readonly Condition[] {
  assertCreature(creature, 'conditionsOf', 'creature');
  const rules = resolveRules(options, 'conditionsOf');
  const found = new Set<Condition>(creature.conditions);
  if (creature.str.current === 0 && !rules.saveAtZeroStr) found.add(creature.kind === 'detachment' ? 'destroyed' : 'dead');
  if (creature.dex.current === 0) found.add('paralyzed');
  if (creature.wil.current === 0) found.add('delirious');
  for (const effect of creature.pending) {
    if (effect.id === 'walloped' || effect.id === 'mortal-wound') found.add('deprived');
    if (effect.id === 'mortal-wound') {
      found.add('incapacitated');
      if (effect.stabilized !== true) found.add('dying');
    }
  }
  return [...found].sort();
}

/**
 * Conditions that stop a creature acting: `dead`, `destroyed`, `dying`,
 * `critical`, `paralyzed`, `delirious`, `incapacitated`, `routed`.
 *
 * @example
 * OUT_OF_ACTION.includes('critical'); // true
 * @category Creatures
 */
export const OUT_OF_ACTION: readonly Condition[] = /* @__PURE__ */ Object.freeze([
  'dead',
  'destroyed',
  'dying',
  'critical',
  'paralyzed',
  'delirious',
  'incapacitated',
  'routed',
]);

/**
 * Whether a creature can still act normally: none of its conditions is in
 * {@link OUT_OF_ACTION}. Reaching 0 HP alone does not stop a creature
 * (R032).
 *
 * @throws CairnError `BAD_CREATURE` when `creature` is not a Creature; `BAD_OPTION`.
 * @example
 * canAct(createCreature({ hp: 0, str: 10, dex: 10, wil: 10 })); // true: 0 HP is not out of the fight
 * @category Creatures
 */
export function canAct(creature: Creature, options?: Partial<RulesOptions>): boolean {
  return !conditionsOf(creature, options).some((condition) => OUT_OF_ACTION.includes(condition));
}
