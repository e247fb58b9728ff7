// R028, R056–R064: attacks as data, the dice they actually roll, several
// attackers on one target, and Blast. Damage itself is applyDamage /
// takeDamage: this module only decides which number reaches them.
import { assertDice, knownDice, parseNotation, type Dice, type ParsedDice } from '../dice/notation.js';
import { assertRng, type Rng } from '../dice/rng.js';
import { roll } from '../dice/roll.js';
import { assertCreature, isCreature, type Creature, type CreatureKind } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { rollEvent, rolledEvent } from './change.js';
import { ATTACKER, assertDamage, damage, type DamageResult } from './damage.js';
import { rollHit, type TakeDamageResult } from './takeDamage.js';

/**
 * A quality an attack can have. `blast` hits everyone in an area, each
 * with a separate roll (R061).
 *
 * @example
 * const quality: AttackQuality = 'blast';
 * @category Attacks
 */
export type AttackQuality = 'blast';

/**
 * An attack as data: its damage dice in Cairn notation (`d8`, `d6+d6` for
 * two weapons), or unarmed; its qualities; whether it is ranged.
 *
 * @example
 * const longbow: Attack = { name: 'longbow', damage: 'd6', ranged: true };
 * const daggers: Attack = { name: 'two daggers', damage: 'd6+d6' };
 * const fists: Attack = { name: 'fists', damage: 'd4', unarmed: true };
 * @category Attacks
 */
export interface Attack {
  /** A label for people; the rules never read it. */
  readonly name?: string;
  /** Damage dice in Cairn notation, or parsed. Ignored when `unarmed` (always d4, R058). */
  readonly damage: string | Dice;
  /** An unarmed attack: d4 whatever else is said (R058). */
  readonly unarmed?: boolean;
  /** Qualities such as `blast`. */
  readonly qualities?: readonly AttackQuality[];
  /** A ranged attack (bow, sling, crossbow, spit, ...). */
  readonly ranged?: boolean;
}

/**
 * The circumstances of one attack, all optional.
 *
 * @example
 * const fromCover: AttackSituation = { impaired: true };
 * const farShot: AttackSituation = { distant: true };
 * @category Attacks
 */
export interface AttackSituation {
  /** The attacker is hindered: the target is behind cover, the attacker's hands are bound, a weak position (R056). */
  readonly impaired?: boolean;
  /** The attacker has the upper hand: a helpless target, a daring manoeuvre that paid off (R057). */
  readonly enhanced?: boolean;
  /** A ranged attack at an especially distant target (R062, C14). */
  readonly distant?: boolean;
  /** What the attacker is; a detachment attacking an individual is Enhanced and has Blast (R063). Default `'npc'`. */
  readonly attacker?: CreatureKind;
  /** What the target is; an individual attacking a detachment is Impaired unless the attack has Blast (R063). Default `'npc'`. */
  readonly target?: CreatureKind;
}

/**
 * Why an attack ended up Impaired or Enhanced.
 *
 * @example
 * const reason: AttackReason = 'individual-vs-detachment';
 * @category Attacks
 */
export type AttackReason =
  | 'impaired'
  | 'enhanced'
  | 'distant-ranged'
  | 'individual-vs-detachment'
  | 'detachment-vs-individual'
  | 'unarmed'
  | 'modifiers-cancel';

/**
 * The dice an attack actually rolls, and why.
 *
 * @example
 * const rolled: AttackDice = attackDice({ damage: 'd6+d6' }, { impaired: true });
 * rolled.dice.notation; // 'd4+d4'
 * @category Attacks
 */
export interface AttackDice {
  /** What to roll. */
  readonly dice: Dice;
  /** Impaired (d4), Enhanced (d12), or neither. */
  readonly modifier: 'impaired' | 'enhanced' | null;
  /** Whether the attack has Blast: a separate roll for every target (R061). */
  readonly blast: boolean;
  /** Every rule that shaped the dice. */
  readonly reasons: readonly AttackReason[];
}

const D4 = 4;
const D12 = 12;

/** One die of `sides` per term: a modifier replaces each die of a two-weapon attack (R064). */
function replaceEach(dice: Dice, sides: number): ParsedDice {
  const text = dice.terms.map(() => `d${sides}`).join('+');
  return knownDice(text);
}

function isAttack(attack: unknown): attack is Attack {
  const candidate = attack as Partial<Attack> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    (typeof candidate.damage === 'string' || (typeof candidate.damage === 'object' && candidate.damage !== null)) &&
    (candidate.qualities === undefined || Array.isArray(candidate.qualities))
  );
}

function assertAttack(attack: unknown, functionName: string, argument = 'attack'): asserts attack is Attack {
  if (!isAttack(attack)) {
    throw mustBe('BAD_ARGUMENT', functionName, argument, 'an Attack { damage, unarmed?, qualities?, ranged? }', attack);
  }
}

const KINDS: readonly unknown[] = ['pc', 'npc', 'detachment', undefined];
const NO_SITUATION: AttackSituation = {};
const NO_REASONS: readonly AttackReason[] = [];

/**
 * The dice an attack really rolls (R056–R058, R062–R064):
 *
 * - unarmed: always d4 (R058);
 * - Impaired: every die becomes d4 (R056): by the situation, a ranged attack
 *   at an especially distant target (R062, with `rangedDistantImpaired`),
 *   or an individual attacking a detachment without Blast (R063);
 * - Enhanced: every die becomes d12 (R057): by the situation, or a
 *   detachment attacking an individual, which also has Blast (R063);
 * - two weapons (`d6+d6`) keep their shape: each die is replaced, and the
 *   highest is kept when rolled (R060, R064);
 * - Impaired and Enhanced at once cancel out and the attack's own dice are
 *   rolled (`modifierConflict: 'cancel'`, default), or Impaired wins
 *   (`'impairedWins'`).
 *
 * A modifier replaces the dice "whatever the weapon": a `+K` on the
 * attack's notation does not survive it.
 *
 * @throws CairnError `BAD_ARGUMENT` for a malformed attack or situation, `BAD_NOTATION` for bad dice, `BAD_OPTION`.
 * @example
 * attackDice({ damage: 'd8' }, { enhanced: true }).dice.notation; // 'd12'
 * attackDice({ damage: 'd6+d6' }, { impaired: true }).dice.notation; // 'd4+d4'
 * attackDice({ damage: 'd10' }, { target: 'detachment' }).dice.notation; // 'd4'
 * attackDice({ damage: 'd6' }, { attacker: 'detachment', target: 'pc' }); // d12, blast
 * @category Attacks
 */
export function attackDice(attack: Attack, situation: AttackSituation = {}, options?: Partial<RulesOptions>): AttackDice {
  const fn = 'attackDice';
  assertAttack(attack, fn);
  if (typeof situation !== 'object' || situation === null || !KINDS.includes(situation.attacker) || !KINDS.includes(situation.target)) {
    throw mustBe('BAD_ARGUMENT', fn, 'situation', 'an AttackSituation { impaired?, enhanced?, distant?, attacker?, target? }', situation);
  }
  return diceFor(attack, situation, resolveRules(options, fn), fn, situation.attacker, situation.target);
}

/** AttackDice as the library builds them: the dice are checked, ready to roll. */
interface CheckedAttackDice extends AttackDice {
  readonly dice: ParsedDice;
}

/**
 * attackDice after its checks; the kinds are passed apart so callers need
 * not copy the situation to fill them in.
 * @internal
 */
export function diceFor(
  attack: Attack,
  situation: AttackSituation,
  rules: RulesOptions,
  fn: string,
  attackerKind: CreatureKind | undefined,
  targetKind: CreatureKind | undefined,
): CheckedAttackDice {
  // Most attacks have no reason at all: allocate the list only when one appears.
  let reasons: AttackReason[] | undefined;
  const blastQuality = attack.qualities !== undefined && attack.qualities.includes('blast');
  const attackerIsDetachment = attackerKind === 'detachment';
  const targetIsDetachment = targetKind === 'detachment';
  let impaired = situation.impaired === true;
  let enhanced = situation.enhanced === true;
  if (impaired) (reasons ??= []).push('impaired');
  if (enhanced) (reasons ??= []).push('enhanced');
  if (situation.distant === true && rules.rangedDistantImpaired) {
    impaired = true;
    (reasons ??= []).push('distant-ranged');
  }
  if (targetIsDetachment && !attackerIsDetachment && !blastQuality) {
    impaired = true;
    (reasons ??= []).push('individual-vs-detachment');
  }
  const detachmentOnIndividual = attackerIsDetachment && !targetIsDetachment;
  if (detachmentOnIndividual) {
    enhanced = true;
    (reasons ??= []).push('detachment-vs-individual');
  }
  let modifier: AttackDice['modifier'] = null;
  if (impaired && enhanced) {
    if (rules.modifierConflict === 'impairedWins') modifier = 'impaired';
    else (reasons ??= []).push('modifiers-cancel');
  } else if (impaired) modifier = 'impaired';
  else if (enhanced) modifier = 'enhanced';

  let dice: ParsedDice;
  if (attack.unarmed === true) {
    // R058: "always" d4; the seeds say fixed (固定), so no modifier changes it.
    (reasons ??= []).push('unarmed');
    dice = knownDice('d4');
  } else {
    const own = typeof attack.damage === 'string' ? parseNotation(attack.damage, fn) : assertDice(attack.damage, fn);
    dice = modifier === 'impaired' ? replaceEach(own, D4) : modifier === 'enhanced' ? replaceEach(own, D12) : own;
  }
  return { dice, modifier, blast: blastQuality || detachmentOnIndividual, reasons: reasons ?? NO_REASONS };
}

/**
 * One attacker's part in an attack: the attacker (for its kind and its
 * on-critical effect), the attack, and the situation. All are declared
 * before anything is rolled (R059, R068).
 *
 * @example
 * const swing: AttackerEntry = { attacker: bandit, attack: { damage: 'd8' } };
 * @category Attacks
 */
export interface AttackerEntry {
  /** Who attacks; its kind shapes the dice (R063) and its `onTargetCritFail` may fire (R040). */
  readonly attacker?: Creature;
  /** The attack used. */
  readonly attack: Attack;
  /** The circumstances; `attacker`/`target` kinds are filled in from the creatures. */
  readonly situation?: AttackSituation;
}

/**
 * What an attack did to its target.
 *
 * @example
 * const result: AttackResult = resolveAttack(target, [5, 2, 7]);
 * result.kept; // 7
 * @category Attacks
 */
export interface AttackResult<T extends Creature = Creature> {
  /** The target after the hit. */
  readonly target: T;
  /** Each attacker's damage roll, in the order declared. */
  readonly rolls: readonly number[];
  /** The single highest roll, the only one that counts (R059). */
  readonly kept: number;
  /** Which attacker's roll was kept (the first of equal highest). */
  readonly keptIndex: number;
  /** The damage the kept roll did: armor once, then HP and STR. */
  readonly damage: DamageResult<T>;
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

function highest(rolls: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < rolls.length; i++) if ((rolls[i] as number) > (rolls[best] as number)) best = i;
  return best;
}

/**
 * Resolves one or several attackers against one target from their damage
 * rolls (R059): only the single highest roll counts, armor is subtracted
 * from it once, and the damage rules take it from there (applyDamage:
 * R029–R036). Attacks always hit (R028).
 *
 * @param rolls - each attacker's damage total (for two weapons, already the higher die)
 * @throws CairnError `BAD_CREATURE`, `BAD_DAMAGE` for an empty list or a bad roll, `BAD_OPTION`.
 * @example
 * // Three bandits hit Bea (5 HP, 1 armor): 3, 6 and 2. Only the 6 counts: 5 damage.
 * resolveAttack(bea, [3, 6, 2]).target.hp.current; // 0
 * @category Attacks
 */
export function resolveAttack<T extends Creature>(target: T, rolls: readonly number[], options?: Partial<RulesOptions>): AttackResult<T> {
  const fn = 'resolveAttack';
  assertCreature(target, fn);
  if (!Array.isArray(rolls) || rolls.length === 0) throw mustBe('BAD_DAMAGE', fn, 'rolls', 'a non-empty array of damage rolls', rolls);
  rolls.forEach((rolled, i) => assertDamage(rolled, fn, `rolls[${i}]`));
  const rules = resolveRules(options, fn, ATTACKER);
  const keptIndex = highest(rolls);
  const kept = rolls[keptIndex] as number;
  const hit = damage(target, kept, rules);
  const events: RulesEvent[] = [{ type: 'attack-resolved', rolls: [...rolls], kept, keptIndex }, ...hit.events];
  return { target: hit.target, rolls: [...rolls], kept, keptIndex, damage: hit, events };
}

/**
 * What {@link rollAttack} did: the attack resolved, and the save and scar
 * rolled.
 *
 * @example
 * const result: RolledAttackResult = rollAttack(rng, [{ attack: { damage: 'd8' } }], target);
 * @category Attacks
 */
export interface RolledAttackResult<T extends Creature = Creature> extends Omit<AttackResult<T>, 'damage'> {
  /** The hit, saves and scar included. */
  readonly damage: TakeDamageResult<T>;
  /** The dice each attacker rolled. */
  readonly dice: readonly AttackDice[];
}

/**
 * Rolls an attack by one or several attackers on one target (R059): every
 * attack is declared first, then each attacker rolls its dice (as
 * {@link attackDice} shapes them; two weapons keep the higher die, R060),
 * the single highest roll is kept, armor is subtracted once, and
 * {@link takeDamage} rolls the save and scar. The kept attacker's
 * on-critical effect may fire (R040).
 *
 * Blast still rolls once per target here (each target is its own call, or
 * use {@link rollBlast}).
 *
 * @throws CairnError `BAD_RNG`, `BAD_ARGUMENT`, `BAD_CREATURE`, `BAD_NOTATION`, `BAD_OPTION`.
 * @example
 * const bandits = [{ attack: { damage: 'd6' } }, { attack: { damage: 'd6' } }, { attack: { damage: 'd8' } }];
 * // d6 = 3, d6 = 5, d8 = 2: the 5 is kept.
 * rollAttack(scriptedRng([3, 5, 2]), bandits, bea).kept; // 5
 * @category Attacks
 */
export function rollAttack<T extends Creature>(
  rng: Rng,
  attackers: readonly AttackerEntry[],
  target: T,
  options?: Partial<RulesOptions>,
): RolledAttackResult<T> {
  const fn = 'rollAttack';
  assertRng(rng, fn);
  assertCreature(target, fn);
  if (!Array.isArray(attackers) || attackers.length === 0) {
    throw mustBe('BAD_ARGUMENT', fn, 'attackers', 'a non-empty array of { attacker?, attack, situation? }', attackers);
  }
  const rules = resolveRules(options, fn);
  // R059, R068: everything is declared (and checked) before any die is rolled.
  const dice = attackers.map((entry, i) => diceForEntry(entry, i, target.kind, rules, fn));
  const events: RulesEvent[] = [];
  const rolls = new Array<number>(dice.length);
  for (let i = 0; i < dice.length; i++) {
    const rolled = rollEvent(rng, (dice[i] as CheckedAttackDice).dice, 'damage', fn);
    events.push(rolled);
    rolls[i] = rolled.total < 0 ? 0 : rolled.total;
  }
  const keptIndex = highest(rolls);
  const kept = rolls[keptIndex] as number;
  events.push({ type: 'attack-resolved', rolls, kept, keptIndex });
  const attacker = (attackers[keptIndex] as AttackerEntry).attacker;
  const hit = rollHit(rng, target, kept, rules, attacker, fn);
  for (const event of hit.events) events.push(event);
  return { target: hit.target, rolls, kept, keptIndex, damage: hit, dice, events };
}

/** The name of an attacker entry in messages; built only when something is wrong (a string per attacker is measurable). */
function entryName(index: number, field: string): string {
  return `attackers[${index}]${field}`;
}

function diceForEntry(entry: AttackerEntry, index: number, targetKind: CreatureKind, rules: RulesOptions, fn: string): CheckedAttackDice {
  if (typeof entry !== 'object' || entry === null) throw mustBe('BAD_ARGUMENT', fn, entryName(index, ''), '{ attacker?, attack, situation? }', entry);
  if (!isAttack(entry.attack)) assertAttack(entry.attack, fn, entryName(index, '.attack'));
  if (entry.attacker !== undefined && !isCreature(entry.attacker)) assertCreature(entry.attacker, fn, entryName(index, '.attacker'));
  const situation = entry.situation ?? NO_SITUATION;
  if (typeof situation !== 'object' || situation === null) {
    throw mustBe('BAD_ARGUMENT', fn, entryName(index, '.situation'), 'an AttackSituation', situation);
  }
  return diceFor(entry.attack, situation, rules, fn, entry.attacker?.kind ?? situation.attacker ?? 'npc', targetKind);
}

/**
 * What a Blast did: one result per target, each from its own roll (R061).
 *
 * @example
 * const result: BlastResult = rollBlast(rng, dragon, { damage: 'd12', qualities: ['blast'] }, party);
 * result.hits.length; // one per target
 * @category Attacks
 */
export interface BlastResult<T extends Creature = Creature> {
  /** One hit per target, in the order given. */
  readonly hits: readonly TakeDamageResult<T>[];
  /** The targets afterwards, in the order given. */
  readonly targets: readonly T[];
  /** What happened, target by target. */
  readonly events: readonly RulesEvent[];
}

/**
 * What a Blast did, resolved from rolls already made.
 *
 * @example
 * const result: ResolvedBlast = resolveBlast([goblinA, goblinB], [4, 1]);
 * @category Attacks
 */
export interface ResolvedBlast<T extends Creature = Creature> {
  /** The targets afterwards, in the order given. */
  readonly targets: readonly T[];
  /** One damage result per target, in the order given. */
  readonly hits: readonly DamageResult<T>[];
  /** What happened, target by target. */
  readonly events: readonly RulesEvent[];
}

/**
 * Resolves a Blast from one damage roll per target (R061): each target
 * takes its own roll, through its own armor.
 *
 * @param rolls - one damage roll per target, in the same order
 * @throws CairnError `BAD_CREATURE`, `BAD_DAMAGE` (also when the counts differ), `BAD_OPTION`.
 * @example
 * resolveBlast([goblinA, goblinB], [4, 1]).targets.map((g) => g.hp.current);
 * @category Attacks
 */
export function resolveBlast<T extends Creature>(
  targets: readonly T[],
  rolls: readonly number[],
  options?: Partial<RulesOptions>,
): ResolvedBlast<T> {
  const fn = 'resolveBlast';
  if (!Array.isArray(targets)) throw mustBe('BAD_CREATURE', fn, 'targets', 'an array of creatures', targets);
  targets.forEach((target, i) => assertCreature(target, fn, `targets[${i}]`));
  if (!Array.isArray(rolls) || rolls.length !== targets.length) {
    throw mustBe('BAD_DAMAGE', fn, 'rolls', `one damage roll per target (${targets.length})`, rolls);
  }
  rolls.forEach((rolled, i) => assertDamage(rolled, fn, `rolls[${i}]`));
  const rules = resolveRules(options, fn, ATTACKER);
  const hits = targets.map((target, i) => damage(target, rolls[i] as number, rules));
  return { targets: hits.map((hit) => hit.target), hits, events: hits.flatMap((hit) => hit.events) };
}

/**
 * Rolls a Blast against every target in the area (R061): a separate roll
 * of the attack's dice for each target (shaped per target by
 * {@link attackDice}), all rolled before any is resolved, then
 * {@link takeDamage} for each target in turn.
 *
 * @throws CairnError `BAD_RNG`, `BAD_ARGUMENT`, `BAD_CREATURE`, `BAD_NOTATION`, `BAD_OPTION`.
 * @example
 * // A fire-oil flask bursts among three goblins: d6 each, rolled 2, 6 and 3.
 * rollBlast(scriptedRng([2, 6, 3]), undefined, { damage: 'd6', qualities: ['blast'] }, goblins).hits.map((h) => h.rolled); // [2, 6, 3] (then any saves)
 * @category Attacks
 */
export function rollBlast<T extends Creature>(
  rng: Rng,
  attacker: Creature | undefined,
  attack: Attack,
  targets: readonly T[],
  options?: Partial<RulesOptions>,
): BlastResult<T> {
  const fn = 'rollBlast';
  assertRng(rng, fn);
  if (attacker !== undefined) assertCreature(attacker, fn, 'attacker');
  assertAttack(attack, fn);
  if (!Array.isArray(targets)) throw mustBe('BAD_CREATURE', fn, 'targets', 'an array of creatures', targets);
  targets.forEach((target, i) => assertCreature(target, fn, `targets[${i}]`));
  const rules = resolveRules(options, fn);
  // The Blast goes off once: every target's damage is rolled, then each is resolved.
  const events: RulesEvent[] = [];
  const rolls = targets.map((target) => {
    const dice = diceFor(attack, NO_SITUATION, rules, fn, attacker?.kind ?? 'npc', target.kind);
    const rolled = rollEvent(rng, dice.dice, 'damage', fn);
    events.push(rolled);
    return Math.max(0, rolled.total);
  });
  const hits = targets.map((target, i) => {
    const hit = rollHit(rng, target, rolls[i] as number, rules, attacker, fn);
    events.push(...hit.events);
    return hit;
  });
  return { hits, targets: hits.map((hit) => hit.target), events };
}

/**
 * How many targets a Blast hits, rolled.
 *
 * @example
 * const targets: BlastTargets = blastTargetCount(scriptedRng([4]), { damage: 'd6', qualities: ['blast'] });
 * targets.count; // 4
 * @category Attacks
 */
export interface BlastTargets {
  /** The number of targets, at least 1. */
  readonly count: number;
  /** The roll. */
  readonly events: readonly RulesEvent[];
}

/**
 * How many targets a Blast hits when the situation does not say (R061):
 * roll the attack's damage dice; the result is the number of targets
 * (at least 1).
 *
 * @throws CairnError `BAD_RNG`, `BAD_ARGUMENT`, `BAD_NOTATION`.
 * @example
 * blastTargetCount(scriptedRng([4]), { damage: 'd6', qualities: ['blast'] }).count; // 4
 * @category Attacks
 */
export function blastTargetCount(rng: Rng, attack: Attack): BlastTargets {
  const fn = 'blastTargetCount';
  assertRng(rng, fn);
  assertAttack(attack, fn);
  const own = typeof attack.damage === 'string' ? parseNotation(attack.damage, fn) : assertDice(attack.damage, fn);
  const result = roll(rng, attack.unarmed === true ? knownDice('d4') : own);
  return { count: Math.max(1, result.total), events: [rolledEvent('blast-targets', result)] };
}
