// R065–R068, C12, C13: the combat round as immutable data with pure
// transitions. PCs act first, then their opponents; within a side results
// are simultaneous; only round 1 asks PCs for a DEX save.
import { knownDice } from '../dice/notation.js';
import { assertRng, type Rng } from '../dice/rng.js';
import { roll } from '../dice/roll.js';
import { assertCreature, canAct, type Creature } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { diceFor, type Attack, type AttackDice, type AttackSituation } from './attack.js';
import { rollEvent, rolledEvent } from './change.js';
import { assertD20, resolveSave, type SaveResult } from './saves.js';
import { rollHit, type TakeDamageResult } from './takeDamage.js';

/**
 * The two sides of a fight: the player characters (and whoever fights with
 * them) and their opponents.
 *
 * @example
 * const side: Side = 'foes';
 * @category Combat
 */
export type Side = 'pcs' | 'foes';

/**
 * Someone in the fight: an id unique in the encounter, a side, the
 * creature as it is now, and for opponents whether it leads the group
 * (its WIL serves for the group's morale, R070).
 *
 * @example
 * const boss: Combatant = { id: 'chief', side: 'foes', creature: chief, leader: true };
 * @category Combat
 */
export interface Combatant {
  /** Unique in the encounter. */
  readonly id: string;
  /** Which side it fights on. */
  readonly side: Side;
  /** The creature as it is now. */
  readonly creature: Creature;
  /** An opponent whose WIL the group uses for morale (R070). */
  readonly leader?: boolean;
  /** A PC whose round-1 DEX save is waived by circumstance, ability, item or skill (R066). */
  readonly initiativeWaived?: boolean;
}

/**
 * Where a fight stands: plain data, changed only by the functions here.
 *
 * - `initiative`: round 1, PCs still owe their DEX saves (R066);
 * - `pcs`, `foes`: that side is acting (R065);
 * - `over`: one side has no one left who can fight.
 *
 * @example
 * const fight: Encounter = startEncounter([{ id: 'bea', creature: bea }], [{ id: 'wolf', creature: wolf }]);
 * fight.phase; // 'initiative'
 * @category Combat
 */
export interface Encounter {
  /** Always `"encounter"`. */
  readonly type: 'encounter';
  /** The round, from 1 (about ten seconds each, R065). */
  readonly round: number;
  /** What happens now. */
  readonly phase: 'initiative' | 'pcs' | 'foes' | 'over';
  /** Everyone in the fight, in the order given. */
  readonly combatants: readonly Combatant[];
  /** PCs that failed their round-1 DEX save and lose their round-1 turn (R066). */
  readonly lostTurn: readonly string[];
  /** How many opponents the fight started with (morale at half, R070). */
  readonly foesAtStart: number;
  /** Morale checks already made (R070): first casualty, half lost, and the lone foes already checked at 0 HP. */
  readonly moraleChecked: {
    /** The first-casualty check was made. */
    readonly firstCasualty: boolean;
    /** The half-lost check was made. */
    readonly halfLost: boolean;
    /** Lone opponents that already checked at 0 HP. */
    readonly loneAtZero: readonly string[];
  };
}

/**
 * A combatant as {@link startEncounter} takes it: the creature and an id.
 *
 * @example
 * const entry: CombatantSpec = { id: 'bea', creature: bea };
 * @category Combat
 */
export interface CombatantSpec {
  /** Unique in the encounter. */
  readonly id: string;
  /** The creature. */
  readonly creature: Creature;
  /** Opponents only: its WIL serves for the group's morale. */
  readonly leader?: boolean;
  /** PCs only: no round-1 DEX save needed. */
  readonly initiativeWaived?: boolean;
}

function combatants(specs: readonly CombatantSpec[], side: Side, argument: string, fn: string): Combatant[] {
  if (!Array.isArray(specs)) throw mustBe('BAD_ARGUMENT', fn, argument, 'an array of { id, creature }', specs);
  return specs.map((spec, i) => {
    if (typeof spec !== 'object' || spec === null || typeof spec.id !== 'string' || spec.id === '') {
      throw mustBe('BAD_ARGUMENT', fn, `${argument}[${i}]`, '{ id: a non-empty string, creature }', spec);
    }
    assertCreature(spec.creature, fn, `${argument}[${i}].creature`);
    const entry: Combatant = { id: spec.id, side, creature: spec.creature };
    return {
      ...entry,
      ...(spec.leader === true ? { leader: true } : {}),
      ...(spec.initiativeWaived === true ? { initiativeWaived: true } : {}),
    };
  });
}

/**
 * Starts a fight (R065, R066, C12): round 1, with the PCs' DEX saves for
 * initiative still to make (`phase: 'initiative'`), unless the
 * `initiative` option is `'onlyWhenUncertain'` (1e summary), when the PCs
 * simply act first.
 *
 * @throws CairnError `BAD_ARGUMENT` for missing or repeated ids, `BAD_CREATURE`, `BAD_OPTION`.
 * @example
 * const fight = startEncounter(
 *   [{ id: 'bea', creature: bea }, { id: 'ines', creature: ines }],
 *   [{ id: 'wolf-1', creature: wolf }, { id: 'wolf-2', creature: wolf, leader: true }],
 * );
 * @category Combat
 */
export function startEncounter(
  pcs: readonly CombatantSpec[],
  foes: readonly CombatantSpec[],
  options?: Partial<RulesOptions>,
): Encounter {
  const fn = 'startEncounter';
  const rules = resolveRules(options, fn);
  const all = [...combatants(pcs, 'pcs', 'pcs', fn), ...combatants(foes, 'foes', 'foes', fn)];
  const ids = new Set<string>();
  for (const combatant of all) {
    if (ids.has(combatant.id)) throw mustBe('BAD_ARGUMENT', fn, 'id', 'unique in the encounter', combatant.id);
    ids.add(combatant.id);
  }
  return {
    type: 'encounter',
    round: 1,
    phase: rules.initiative === 'firstRoundDexSave' ? 'initiative' : 'pcs',
    combatants: all,
    lostTurn: [],
    foesAtStart: all.filter((c) => c.side === 'foes').length,
    moraleChecked: { firstCasualty: false, halfLost: false, loneAtZero: [] },
  };
}

/** @internal */
export function assertEncounter(value: unknown, fn: string): asserts value is Encounter {
  const encounter = value as Partial<Encounter> | null;
  if (
    typeof encounter !== 'object' ||
    encounter === null ||
    encounter.type !== 'encounter' ||
    !Array.isArray(encounter.combatants) ||
    !Array.isArray(encounter.lostTurn) ||
    typeof encounter.round !== 'number' ||
    typeof encounter.moraleChecked !== 'object' ||
    encounter.moraleChecked === null
  ) {
    throw mustBe('BAD_ARGUMENT', fn, 'encounter', 'an Encounter (see startEncounter)', value);
  }
}

/** @internal */
export function combatant(encounter: Encounter, id: string, fn: string, argument = 'id'): Combatant {
  const found = encounter.combatants.find((c) => c.id === id);
  if (found === undefined) throw mustBe('BAD_ARGUMENT', fn, argument, 'the id of a combatant in the encounter', id);
  return found;
}

/** Whether a combatant is still in the fight: `canAct` is false once fled (routed) too; 0 HP alone stops nobody (R032). */
function fighting(c: Combatant, rules: RulesOptions): boolean {
  return canAct(c.creature, rules);
}

/**
 * A PC's initiative save still to make: who, and the DEX to roll under.
 *
 * @example
 * const owed: InitiativeSave = { id: 'bea', score: 13 };
 * @category Combat
 */
export interface InitiativeSave {
  /** The PC's id. */
  readonly id: string;
  /** Its current DEX. */
  readonly score: number;
}

/**
 * The PCs who owe a DEX save for initiative now (R066): in round 1, every
 * PC whose save is not waived; nobody in later rounds.
 *
 * @throws CairnError `BAD_ARGUMENT` for a bad encounter.
 * @example
 * initiativeSaves(fight); // [{ id: 'bea', score: 13 }, { id: 'ines', score: 9 }]
 * @category Combat
 */
export function initiativeSaves(encounter: Encounter): readonly InitiativeSave[] {
  assertEncounter(encounter, 'initiativeSaves');
  if (encounter.phase !== 'initiative') return [];
  return encounter.combatants
    .filter((c) => c.side === 'pcs' && c.initiativeWaived !== true)
    .map((c) => ({ id: c.id, score: c.creature.dex.current }));
}

/**
 * What the initiative saves decided.
 *
 * @example
 * const result: InitiativeResult = resolveInitiative(fight, { bea: 4, ines: 15 });
 * result.encounter.lostTurn; // ['ines']
 * @category Combat
 */
export interface InitiativeResult {
  /** The encounter, now in the PCs' phase of round 1. */
  readonly encounter: Encounter;
  /** Each save, by PC id. */
  readonly saves: Readonly<Record<string, SaveResult>>;
  /** What happened. */
  readonly events: readonly RulesEvent[];
}

/**
 * Resolves the round-1 DEX saves from the d20s rolled (R066): a PC who
 * fails loses its round-1 turn; PCs whose save is waived act. Moves the
 * fight to the PCs' phase. There is no such save after round 1.
 *
 * @param d20s - a d20 for every PC in {@link initiativeSaves}, by id
 * @throws CairnError `NOT_APPLICABLE` outside round 1's initiative, `BAD_FACE` for a missing or bad d20.
 * @example
 * const next = resolveInitiative(fight, { bea: 4, ines: 15 }).encounter;
 * actingNow(next); // ['bea']: Ines failed and waits for round 2
 * @category Combat
 */
export function resolveInitiative(encounter: Encounter, d20s: Readonly<Record<string, number>>): InitiativeResult {
  const fn = 'resolveInitiative';
  assertEncounter(encounter, fn);
  if (encounter.phase !== 'initiative') {
    throw mustBe('NOT_APPLICABLE', fn, 'encounter.phase', '"initiative" (DEX saves come in round 1 only, R066)', encounter.phase);
  }
  if (typeof d20s !== 'object' || d20s === null) throw mustBe('BAD_FACE', fn, 'd20s', 'a d20 per PC, by id', d20s);
  const saves: Record<string, SaveResult> = {};
  const events: RulesEvent[] = [];
  const lost: string[] = [];
  for (const { id, score } of initiativeSaves(encounter)) {
    const d20 = d20s[id];
    assertD20(d20, fn, `d20s[${JSON.stringify(id)}]`);
    const save = resolveSave(score, d20);
    saves[id] = save;
    events.push({ type: 'save-made', attribute: 'dex', purpose: 'initiative', score, roll: d20, success: save.success });
    if (!save.success) lost.push(id);
  }
  return { encounter: { ...encounter, phase: 'pcs', lostTurn: lost }, saves, events };
}

/**
 * Rolls the round-1 DEX saves for initiative (R066): built on
 * {@link resolveInitiative}, one d20 per PC in the order they were listed.
 *
 * @throws CairnError as {@link resolveInitiative}, and `BAD_RNG`.
 * @example
 * const next = rollInitiative(scriptedRng([4, 15]), fight).encounter;
 * @category Combat
 */
export function rollInitiative(rng: Rng, encounter: Encounter): InitiativeResult {
  const fn = 'rollInitiative';
  assertRng(rng, fn);
  assertEncounter(encounter, fn);
  if (encounter.phase !== 'initiative') {
    throw mustBe('NOT_APPLICABLE', fn, 'encounter.phase', '"initiative" (DEX saves come in round 1 only, R066)', encounter.phase);
  }
  const d20s: Record<string, number> = {};
  const events: RulesEvent[] = [];
  for (const { id } of initiativeSaves(encounter)) {
    const result = roll(rng, knownDice('d20'));
    events.push(rolledEvent('initiative', result));
    d20s[id] = result.total;
  }
  const resolved = resolveInitiative(encounter, d20s);
  return { ...resolved, events: interleave(events, resolved.events) };
}

/** Dice events and save events in the order a table would see them: roll, result, roll, result. */
function interleave(first: readonly RulesEvent[], second: readonly RulesEvent[]): RulesEvent[] {
  const out: RulesEvent[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (i < first.length) out.push(first[i] as RulesEvent);
    if (i < second.length) out.push(second[i] as RulesEvent);
  }
  return out;
}

/**
 * Who acts now (R065, R066): the combatants of the side whose phase it is
 * that can still act and have not fled, minus, in round 1, the PCs that
 * failed their initiative save. 0 HP does not stop anyone (R032).
 *
 * @throws CairnError `BAD_ARGUMENT` for a bad encounter; `BAD_OPTION`.
 * @example
 * actingNow(fight); // ['bea', 'ines'] in the PCs' phase
 * @category Combat
 */
export function actingNow(encounter: Encounter, options?: Partial<RulesOptions>): readonly string[] {
  const fn = 'actingNow';
  assertEncounter(encounter, fn);
  const rules = resolveRules(options, fn);
  if (encounter.phase !== 'pcs' && encounter.phase !== 'foes') return [];
  return encounter.combatants
    .filter((c) => c.side === encounter.phase && fighting(c, rules))
    .filter((c) => !(encounter.round === 1 && encounter.lostTurn.includes(c.id)))
    .map((c) => c.id);
}

/**
 * Ends the current phase (R065): initiative → PCs → opponents → PCs of the
 * next round, and so on. Once a side has no one left who can fight (dead,
 * out of action or fled), the fight is `over`.
 *
 * @throws CairnError `BAD_ARGUMENT` for a bad encounter; `NOT_APPLICABLE` while initiative is still owed.
 * @example
 * const foesTurn = nextPhase(pcsTurn); // phase 'foes', same round
 * const round2 = nextPhase(foesTurn); // phase 'pcs', round 2
 * @category Combat
 */
export function nextPhase(encounter: Encounter, options?: Partial<RulesOptions>): Encounter {
  const fn = 'nextPhase';
  assertEncounter(encounter, fn);
  const rules = resolveRules(options, fn);
  if (encounter.phase === 'initiative') {
    throw mustBe('NOT_APPLICABLE', fn, 'encounter.phase', 'past initiative (resolve the DEX saves first)', encounter.phase);
  }
  if (encounter.phase === 'over') return encounter;
  const standing = (side: Side): boolean => encounter.combatants.some((c) => c.side === side && fighting(c, rules));
  if (!standing('pcs') || !standing('foes')) return { ...encounter, phase: 'over' };
  return encounter.phase === 'pcs' ? { ...encounter, phase: 'foes' } : { ...encounter, phase: 'pcs', round: encounter.round + 1 };
}

/**
 * Replaces one combatant's creature (after a spell, a potion, a Warden's
 * ruling), keeping everything else.
 *
 * @throws CairnError `BAD_ARGUMENT` for an unknown id, `BAD_CREATURE`.
 * @example
 * const healed = withCombatant(fight, 'bea', restedBea);
 * @category Combat
 */
export function withCombatant(encounter: Encounter, id: string, creature: Creature): Encounter {
  const fn = 'withCombatant';
  assertEncounter(encounter, fn);
  combatant(encounter, id, fn);
  assertCreature(creature, fn, 'creature');
  return { ...encounter, combatants: encounter.combatants.map((c) => (c.id === id ? { ...c, creature } : c)) };
}

/**
 * One attack declared for a phase: who attacks, whom (several ids for a
 * Blast), with what, in what situation.
 *
 * @example
 * const declaration: AttackDeclaration = { attacker: 'bea', targets: ['wolf-1'], attack: { damage: 'd8' } };
 * @category Combat
 */
export interface AttackDeclaration {
  /** The attacker's id; it must be acting now. */
  readonly attacker: string;
  /** The targets' ids: one, or every target in a Blast's area (R061). */
  readonly targets: readonly string[];
  /** The attack. */
  readonly attack: Attack;
  /** The circumstances (kinds of attacker and target are filled in). */
  readonly situation?: Omit<AttackSituation, 'attacker' | 'target'>;
}

/**
 * One roll against a target in a phase: who rolled it and its total.
 *
 * @example
 * const roll: PhaseRoll = { attacker: 'bea', total: 5 };
 * @category Combat
 */
export interface PhaseRoll {
  /** The attacker's id. */
  readonly attacker: string;
  /** The damage rolled. */
  readonly total: number;
}

/**
 * What a phase's attacks did to one target.
 *
 * @example
 * const hit: PhaseHit = result.hits[0]!;
 * hit.kept; // the highest roll against it
 * @category Combat
 */
export interface PhaseHit {
  /** The target's id. */
  readonly target: string;
  /** Each roll against it, in the order declared. */
  readonly rolls: readonly PhaseRoll[];
  /** The roll that counted (R059). */
  readonly kept: number;
  /** The damage done, saves and scars included. */
  readonly damage: TakeDamageResult;
}

/**
 * What a side's attacks did in one phase.
 *
 * @example
 * const result: PhaseAttacksResult = rollPhaseAttacks(rng, fight, declarations);
 * result.hits.map((hit) => hit.target); // ids of everyone hit
 * @category Combat
 */
export interface PhaseAttacksResult {
  /** The encounter with every hit applied. */
  readonly encounter: Encounter;
  /** One entry per target hit: every roll against it, the one kept, and the damage. */
  readonly hits: readonly PhaseHit[];
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

/**
 * Rolls every attack a side declared for its phase, as the rules want them
 * together (R059, R061, R065, R068): all attacks are checked before any
 * die is rolled; then each attack rolls its dice for each of its targets
 * (a Blast once per target); every target keeps only the highest roll
 * against it, takes armor once and the damage; and all of it happens at
 * once, so nobody hit in this phase is spared an attack declared against
 * them. Attackers must be acting now.
 *
 * @throws CairnError `NOT_APPLICABLE` for an attacker that is not acting now, `BAD_ARGUMENT`,
 * `BAD_NOTATION`, `BAD_RNG`, `BAD_OPTION`.
 * @example
 * // Bea and Ines both strike wolf-1: d8 = 3 and d6 = 5; only the 5 counts.
 * rollPhaseAttacks(scriptedRng([3, 5]), fight, [
 *   { attacker: 'bea', targets: ['wolf-1'], attack: { damage: 'd8' } },
 *   { attacker: 'ines', targets: ['wolf-1'], attack: { damage: 'd6' } },
 * ]).hits[0]?.kept; // 5
 * @category Combat
 */
export function rollPhaseAttacks(
  rng: Rng,
  encounter: Encounter,
  declarations: readonly AttackDeclaration[],
  options?: Partial<RulesOptions>,
): PhaseAttacksResult {
  const fn = 'rollPhaseAttacks';
  assertRng(rng, fn);
  assertEncounter(encounter, fn);
  const rules = resolveRules(options, fn);
  if (!Array.isArray(declarations)) throw mustBe('BAD_ARGUMENT', fn, 'declarations', 'an array of attack declarations', declarations);
  const acting = actingNow(encounter, rules);

  // R068: every attack is declared and checked before a single die is rolled.
  const planned = declarations.map((declaration, i) => {
    const at = `declarations[${i}]`;
    if (typeof declaration !== 'object' || declaration === null || !Array.isArray(declaration.targets) || declaration.targets.length === 0) {
      throw mustBe('BAD_ARGUMENT', fn, at, '{ attacker, targets: [ids], attack, situation? }', declaration);
    }
    const attacker = combatant(encounter, declaration.attacker, fn, `${at}.attacker`);
    if (!acting.includes(attacker.id)) {
      throw mustBe('NOT_APPLICABLE', fn, `${at}.attacker`, `acting now (${acting.join(', ') || 'nobody'})`, attacker.id);
    }
    return declaration.targets.map((targetId: string, t: number) => {
      const target = combatant(encounter, targetId, fn, `${at}.targets[${t}]`);
      const dice: AttackDice = diceFor(declaration.attack, declaration.situation ?? {}, rules, fn, attacker.creature.kind, target.creature.kind);
      if (declaration.targets.length > 1 && !dice.blast) {
        throw mustBe('BAD_ARGUMENT', fn, `${at}.targets`, 'a single target unless the attack has Blast', declaration.targets);
      }
      return { attacker, target, dice };
    });
  });

  const events: RulesEvent[] = [];
  const byTarget = new Map<string, { attacker: Combatant; total: number }[]>();
  for (const attacks of planned) {
    for (const { attacker, target, dice } of attacks) {
      const rolled = rollEvent(rng, dice.dice, 'damage', fn);
      events.push(rolled);
      const list = byTarget.get(target.id) ?? [];
      list.push({ attacker, total: Math.max(0, rolled.total) });
      byTarget.set(target.id, list);
    }
  }

  const hits: PhaseHit[] = [];
  let next = encounter;
  for (const [targetId, rolls] of byTarget) {
    let keptIndex = 0;
    rolls.forEach((r, i) => {
      if (r.total > (rolls[keptIndex] as { total: number }).total) keptIndex = i;
    });
    const kept = rolls[keptIndex] as { attacker: Combatant; total: number };
    const target = combatant(encounter, targetId, fn);
    events.push({ type: 'attack-resolved', rolls: rolls.map((r) => r.total), kept: kept.total, keptIndex });
    const damage = rollHit(rng, target.creature, kept.total, rules, kept.attacker.creature, fn);
    events.push(...damage.events);
    next = { ...next, combatants: next.combatants.map((c) => (c.id === targetId ? { ...c, creature: damage.target } : c)) };
    hits.push({ target: targetId, rolls: rolls.map((r) => ({ attacker: r.attacker.id, total: r.total })), kept: kept.total, damage });
  }
  return { encounter: next, hits, events };
}

/**
 * A turn's allowance (R067).
 *
 * @example
 * const turn: TurnAllowance = { moveFt: 40, actions: 1 };
 * @category Combat
 */
export interface TurnAllowance {
  /** Feet of movement, or `null` for "what is reasonable" (C13). */
  readonly moveFt: number | null;
  /** Actions: always one. */
  readonly actions: 1;
}

/**
 * What a character may do on its turn (R067, C13): move up to 40 feet
 * (or `null`: "what is reasonable", with `movementFt: null`) and take one
 * action: attack, cast, move again, or anything else the fiction allows.
 *
 * @throws CairnError `BAD_OPTION`.
 * @example
 * turnAllowance(); // { moveFt: 40, actions: 1 }
 * turnAllowance(PRESET_DAIRN); // { moveFt: null, actions: 1 }
 * @category Combat
 */
export function turnAllowance(options?: Partial<RulesOptions>): TurnAllowance {
  return { moveFt: resolveRules(options, 'turnAllowance').movementFt, actions: 1 };
}

/**
 * How a dead PC's player gets back into the game (R071, C22).
 *
 * @example
 * const rule: AfterDeath = { newPc: true, takeOverHireling: true, joins: 'immediately' };
 * @category Combat
 */
export interface AfterDeath {
  /** A new PC is always possible. */
  readonly newPc: true;
  /** Whether the player may take over a hireling instead (2e). */
  readonly takeOverHireling: boolean;
  /** When the new character joins. */
  readonly joins: 'immediately' | 'first-opportunity';
}

/**
 * What happens when a PC dies (R071, C22): with `onDeath:
 * 'newPcOrHireling'` (2e, default) the player makes a new PC or takes over
 * a hireling, and joins at once; with `'newPc'` (DAIRN) a new PC joins at
 * the first suitable opportunity.
 *
 * @throws CairnError `BAD_OPTION`.
 * @example
 * afterDeath(); // { newPc: true, takeOverHireling: true, joins: 'immediately' }
 * @category Combat
 */
export function afterDeath(options?: Partial<RulesOptions>): AfterDeath {
  const twoE = resolveRules(options, 'afterDeath').onDeath === 'newPcOrHireling';
  return { newPc: true, takeOverHireling: twoE, joins: twoE ? 'immediately' : 'first-opportunity' };
}
