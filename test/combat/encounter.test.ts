import { describe, expect, it } from 'vitest';
import {
  actingNow,
  afterDeath,
  conditionsOf,
  createCreature,
  initiativeSaves,
  moraleDue,
  nextPhase,
  PRESET_1E,
  PRESET_DAIRN,
  resolveInitiative,
  resolveMorale,
  resolveReaction,
  resolveRetreat,
  rollInitiative,
  rollMorale,
  rollPhaseAttacks,
  rollReaction,
  rollRetreat,
  scriptedRng,
  startEncounter,
  turnAllowance,
  withCombatant,
  type Encounter,
} from '../../src/index.js';
import { catchCairnError } from '../helpers.js';
import { npc, pc } from '../rules/fixtures.js';

const bea = pc({ name: 'Bea', hp: 5, dex: 13 });
const ines = pc({ name: 'Ines', hp: 4, dex: 9 });
const wolf = () => npc({ name: 'Wolf', hp: 3, str: 10, wil: 8 });

function fight(options = {}): Encounter {
  return startEncounter(
    [{ id: 'bea', creature: bea }, { id: 'ines', creature: ines }],
    [{ id: 'wolf-1', creature: wolf() }, { id: 'wolf-2', creature: wolf() }, { id: 'wolf-3', creature: wolf() }, { id: 'wolf-4', creature: wolf() }],
    options,
  );
}

describe('the combat round', () => {
  it('R066: round 1 asks each PC for a DEX save; a failure loses the round-1 turn', () => {
    const start = fight();
    expect(start.phase).toBe('initiative');
    expect(initiativeSaves(start)).toEqual([{ id: 'bea', score: 13 }, { id: 'ines', score: 9 }]);
    const result = resolveInitiative(start, { bea: 4, ines: 15 });
    expect(result.encounter.lostTurn).toEqual(['ines']);
    expect(actingNow(result.encounter)).toEqual(['bea']);
    expect(result.events).toContainEqual({ type: 'save-made', attribute: 'dex', purpose: 'initiative', score: 9, roll: 15, success: false });
  });

  it('R066: circumstances can waive the save', () => {
    const start = startEncounter([{ id: 'bea', creature: bea, initiativeWaived: true }, { id: 'ines', creature: ines }], [{ id: 'wolf', creature: wolf() }]);
    expect(initiativeSaves(start).map((s) => s.id)).toEqual(['ines']);
    const result = rollInitiative(scriptedRng([20]), start);
    expect(actingNow(result.encounter)).toEqual(['bea']);
  });

  it('R066: no initiative save after round 1, and the lost turn is only round 1\'s', () => {
    const round1 = resolveInitiative(fight(), { bea: 4, ines: 15 }).encounter;
    const round2 = nextPhase(nextPhase(round1));
    expect(round2).toMatchObject({ round: 2, phase: 'pcs' });
    expect(initiativeSaves(round2)).toEqual([]);
    expect(actingNow(round2)).toEqual(['bea', 'ines']);
    catchCairnError(() => resolveInitiative(round2, { bea: 1 }), 'NOT_APPLICABLE');
  });

  it('C12: with initiative only when uncertain (1e summary) the PCs simply act first', () => {
    const start = fight(PRESET_1E);
    expect(start.phase).toBe('pcs');
    expect(initiativeSaves(start)).toEqual([]);
  });

  it('R065: each round the PCs act first, then their opponents', () => {
    const pcsTurn = resolveInitiative(fight(), { bea: 1, ines: 1 }).encounter;
    expect(pcsTurn.phase).toBe('pcs');
    const foesTurn = nextPhase(pcsTurn);
    expect(foesTurn.phase).toBe('foes');
    expect(actingNow(foesTurn)).toEqual(['wolf-1', 'wolf-2', 'wolf-3', 'wolf-4']);
    expect(nextPhase(foesTurn)).toMatchObject({ round: 2, phase: 'pcs' });
  });

  it('R065, R059: within a side results are simultaneous; attacks on one target keep the single highest roll', () => {
    const pcsTurn = resolveInitiative(fight(), { bea: 1, ines: 1 }).encounter;
    // Bea d8 = 2 and Ines d6 = 3 on wolf-1; only the 3 counts: 3 HP -> 0.
    const result = rollPhaseAttacks(scriptedRng([2, 3]), pcsTurn, [
      { attacker: 'bea', targets: ['wolf-1'], attack: { damage: 'd8' } },
      { attacker: 'ines', targets: ['wolf-1'], attack: { damage: 'd6' } },
    ]);
    expect(result.hits).toHaveLength(1);
    expect(result.hits[0]).toMatchObject({ target: 'wolf-1', kept: 3, rolls: [{ attacker: 'bea', total: 2 }, { attacker: 'ines', total: 3 }] });
    expect(result.encounter.combatants.find((c) => c.id === 'wolf-1')?.creature.hp.current).toBe(0);
  });

  it('R068: every attack is declared and checked before any die is rolled', () => {
    const pcsTurn = resolveInitiative(fight(), { bea: 1, ines: 1 }).encounter;
    const rng = scriptedRng([5, 5]);
    catchCairnError(
      () =>
        rollPhaseAttacks(rng, pcsTurn, [
          { attacker: 'bea', targets: ['wolf-1'], attack: { damage: 'd8' } },
          { attacker: 'ines', targets: ['wolf-1', 'wolf-2'], attack: { damage: 'd6' } },
        ]),
      'BAD_ARGUMENT',
    );
    expect(rng.remaining()).toBe(2);
  });

  it('R065: only the side whose phase it is may attack', () => {
    const pcsTurn = resolveInitiative(fight(), { bea: 1, ines: 20 }).encounter;
    catchCairnError(() => rollPhaseAttacks(scriptedRng([1]), pcsTurn, [{ attacker: 'wolf-1', targets: ['bea'], attack: { damage: 'd6' } }]), 'NOT_APPLICABLE');
    catchCairnError(() => rollPhaseAttacks(scriptedRng([1]), pcsTurn, [{ attacker: 'ines', targets: ['wolf-1'], attack: { damage: 'd6' } }]), 'NOT_APPLICABLE');
  });

  it('R061: a Blast declared on several targets rolls once per target', () => {
    const pcsTurn = resolveInitiative(fight(), { bea: 1, ines: 1 }).encounter;
    const result = rollPhaseAttacks(scriptedRng([1, 2]), pcsTurn, [
      { attacker: 'bea', targets: ['wolf-1', 'wolf-2'], attack: { damage: 'd6', qualities: ['blast'] } },
    ]);
    expect(result.hits.map((hit) => [hit.target, hit.kept])).toEqual([['wolf-1', 1], ['wolf-2', 2]]);
  });

  it('R032: a combatant at 0 HP still acts; the fight is over when one side has no one left fighting', () => {
    let state = resolveInitiative(fight(), { bea: 1, ines: 1 }).encounter;
    state = withCombatant(state, 'wolf-1', { ...wolf(), hp: { current: 0, max: 3 } });
    state = nextPhase(state);
    expect(actingNow(state)).toContain('wolf-1');
    const dead = { ...wolf(), str: { current: 0, max: 10 } };
    for (const id of ['wolf-1', 'wolf-2', 'wolf-3', 'wolf-4']) state = withCombatant(state, id, dead);
    expect(nextPhase(state).phase).toBe('over');
  });

  it('R067, C13: a turn is a 40 ft move and one action; DAIRN says a reasonable distance', () => {
    expect(turnAllowance()).toEqual({ moveFt: 40, actions: 1 });
    expect(turnAllowance(PRESET_DAIRN)).toEqual({ moveFt: null, actions: 1 });
  });

  it('R071, C22: a dead PC is replaced by a new PC or a hireling at once (2e); a new PC at the first chance (DAIRN)', () => {
    expect(afterDeath()).toEqual({ newPc: true, takeOverHireling: true, joins: 'immediately' });
    expect(afterDeath({ onDeath: 'newPc' })).toEqual({ newPc: true, takeOverHireling: false, joins: 'first-opportunity' });
  });

  it('refuses bad encounters and ids', () => {
    catchCairnError(() => startEncounter([{ id: 'x', creature: bea }], [{ id: 'x', creature: wolf() }]), 'BAD_ARGUMENT');
    catchCairnError(() => startEncounter([{ id: '', creature: bea }], []), 'BAD_ARGUMENT');
    catchCairnError(() => actingNow({} as never), 'BAD_ARGUMENT');
    catchCairnError(() => withCombatant(fight(), 'nobody', bea), 'BAD_ARGUMENT');
    catchCairnError(() => resolveInitiative(fight(), { bea: 4 }), 'BAD_FACE');
    catchCairnError(() => nextPhase(fight()), 'NOT_APPLICABLE');
  });
});

describe('morale', () => {
  const killed = (state: Encounter, id: string) => withCombatant(state, id, { ...wolf(), hp: { current: 0, max: 3 }, str: { current: 0, max: 10 } });

  it('R070: the first casualty calls for a WIL save; a failure means fleeing', () => {
    const state = killed(nextPhase(resolveInitiative(fight(), { bea: 1, ines: 1 }).encounter), 'wolf-1');
    const due = moraleDue(state);
    expect(due).toEqual([{ reason: 'first-casualty', savers: ['wolf-2', 'wolf-3', 'wolf-4'], group: false }]);
    const result = resolveMorale(state, due[0]!, { 'wolf-2': 3, 'wolf-3': 9, 'wolf-4': 8 });
    expect(result.fled).toEqual(['wolf-3']);
    expect(conditionsOf(result.encounter.combatants.find((c) => c.id === 'wolf-3')!.creature)).toEqual(['routed']);
    expect(moraleDue(result.encounter)).toEqual([]);
  });

  it('R070: again on losing half the original number', () => {
    let state = killed(fight(PRESET_1E), 'wolf-1');
    state = rollMorale(scriptedRng([1, 1, 1]), state, moraleDue(state)[0]!).encounter;
    state = killed(state, 'wolf-2');
    expect(moraleDue(state).map((c) => c.reason)).toEqual(['half-lost']);
  });

  it('R070: a group may use its leader\'s WIL; the leader failing sends all of them running', () => {
    const state = killed(
      startEncounter([{ id: 'bea', creature: bea }], [
        { id: 'chief', creature: npc({ wil: 12 }), leader: true },
        { id: 'guard-1', creature: npc() },
        { id: 'guard-2', creature: npc() },
      ]),
      'guard-1',
    );
    const [check] = moraleDue(state);
    expect(check).toEqual({ reason: 'first-casualty', savers: ['chief'], group: true });
    expect(resolveMorale(state, check!, { chief: 13 }).fled).toEqual(['chief', 'guard-2']);
    expect(resolveMorale(state, check!, { chief: 12 }).fled).toEqual([]);
  });

  it('R070: a lone foe saves when it reaches 0 HP', () => {
    const state = startEncounter([{ id: 'bea', creature: bea }], [{ id: 'ogre', creature: npc({ hp: { current: 0, max: 8 } }) }]);
    expect(moraleDue(state)).toEqual([{ reason: 'lone-at-zero', savers: ['ogre'], group: false }]);
  });

  it('R070: morale is never asked of PCs', () => {
    const state = withCombatant(fight(PRESET_1E), 'ines', { ...ines, str: { current: 0, max: 10 } });
    expect(moraleDue(state)).toEqual([]);
    catchCairnError(() => resolveMorale(state, { reason: 'first-casualty', savers: ['bea'], group: false }, { bea: 20 }), 'BAD_ARGUMENT');
  });
});

describe('retreat and reactions', () => {
  it('R069: retreat needs a safe destination and a DEX save', () => {
    expect(resolveRetreat(bea, { safeDestination: true }, 13).outcome).toBe('escaped');
    expect(resolveRetreat(bea, { safeDestination: true }, 14).outcome).toBe('caught');
    expect(resolveRetreat(bea, { safeDestination: false }, 1)).toEqual({ outcome: 'impossible', save: null, events: [] });
    const rng = scriptedRng([5]);
    expect(rollRetreat(rng, bea, { safeDestination: false }).outcome).toBe('impossible');
    expect(rng.remaining()).toBe(1);
    expect(rollRetreat(rng, bea, { safeDestination: true }).outcome).toBe('escaped');
    catchCairnError(() => resolveRetreat(bea, {} as never, 3), 'BAD_ARGUMENT');
  });

  it('R089: 2d6 reactions: 2 Hostile, 3-5 Wary, 6-8 Curious, 9-11 Kind, 12 Helpful', () => {
    const table = Array.from({ length: 11 }, (_, i) => resolveReaction(i + 2).reaction);
    expect(table).toEqual(['hostile', 'wary', 'wary', 'wary', 'curious', 'curious', 'curious', 'kind', 'kind', 'kind', 'helpful']);
    expect(rollReaction(scriptedRng([6, 6])).reaction).toBe('helpful');
    catchCairnError(() => resolveReaction(13), 'BAD_FACE');
  });
});

describe('creatures in encounters', () => {
  it('keeps the creatures it is given', () => {
    const troll = createCreature({ name: 'Troll', hp: 12, str: 16, dex: 6, wil: 10 });
    const state = startEncounter([{ id: 'bea', creature: bea }], [{ id: 'troll', creature: troll }]);
    expect(state.combatants.find((c) => c.id === 'troll')?.creature).toBe(troll);
  });
});
