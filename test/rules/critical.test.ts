import { describe, expect, it } from 'vitest';
import {
  canAct,
  conditionsOf,
  createCreature,
  PRESET_1E,
  resolveCriticalSave,
  resolveCritFailEffect,
  rollCriticalSave,
  rollCritFailEffect,
  scriptedRng,
  stabilize,
  takeDamage,
} from '../../src/index.js';
import { catchCairnError } from '../helpers.js';
import { npc, pc } from './fixtures.js';

const wounded = (kind: 'pc' | 'npc' | 'detachment', extra = {}) =>
  createCreature({ kind, hp: { current: 0, max: 5 }, str: { current: 8, max: 11 }, dex: 10, wil: 10, ...extra });

describe('Critical Damage', () => {
  it('R035: the save is a STR save against the current, reduced STR', () => {
    const result = resolveCriticalSave(wounded('pc'), 8);
    expect(result.save).toEqual({ type: 'save', score: 8, roll: 8, success: true });
    expect(resolveCriticalSave(wounded('pc'), 9).save.success).toBe(false);
  });

  it('R036: a success leaves the creature fighting, STR still reduced', () => {
    const result = resolveCriticalSave(wounded('npc'), 3);
    expect(result.outcome).toBe('held');
    expect(result.target.str.current).toBe(8);
    expect(canAct(result.target)).toBe(true);
  });

  it('R037: a PC that fails can only crawl and dies within the hour unless stabilised', () => {
    const result = resolveCriticalSave(wounded('pc'), 15);
    expect(result.outcome).toBe('critical');
    expect(result.target.conditions).toEqual(['critical', 'dying']);
    expect(canAct(result.target)).toBe(false);
  });

  it('R037, C4: aid (one action, no roll) stabilises; 1e also needs rest', () => {
    const dying = resolveCriticalSave(wounded('pc'), 15).target;
    const aided = stabilize(dying);
    expect(aided.stabilized).toBe(true);
    expect(aided.events).toEqual([{ type: 'condition-lost', condition: 'dying' }]);
    expect(stabilize(dying, PRESET_1E).stabilized).toBe(false);
    expect(stabilize(dying, { ...PRESET_1E, rested: true }).stabilized).toBe(true);
  });

  it('R038: stabilising removes the death timer but restores no STR; Critical Damage stays', () => {
    const dying = resolveCriticalSave(wounded('pc'), 15).target;
    const stable = stabilize(dying).target;
    expect(stable.conditions).toEqual(['critical']);
    expect(stable.str).toEqual(dying.str);
  });

  it('R037: stabilising a creature that is not dying changes nothing', () => {
    const fine = pc();
    expect(stabilize(fine)).toEqual({ target: fine, stabilized: false, events: [] });
  });

  it('R039, C5: an NPC that fails is dead by default; incapacitated or the Warden\'s call as options', () => {
    expect(resolveCriticalSave(wounded('npc'), 15).outcome).toBe('dead');
    expect(resolveCriticalSave(wounded('npc'), 15).target.conditions).toEqual(['dead']);
    const out = resolveCriticalSave(wounded('npc'), 15, { npcCritFailure: 'incapacitated' });
    expect(out.outcome).toBe('incapacitated');
    expect(conditionsOf(out.target)).toEqual(['incapacitated']);
    const ask = resolveCriticalSave(wounded('npc'), 15, { npcCritFailure: 'ask' });
    expect(ask.outcome).toBe('warden-decides');
    expect(ask.target.conditions).toEqual(['critical']);
  });

  it('R063: a detachment that fails is routed', () => {
    const result = resolveCriticalSave(wounded('detachment'), 15);
    expect(result.outcome).toBe('routed');
    expect(result.target.conditions).toEqual(['routed']);
  });

  it('R040: the attacker\'s on-critical effect fires when the target fails (Hooded Men: 1d4 WIL)', () => {
    const hoodedMen = npc({ onTargetCritFail: { type: 'attribute-damage', attribute: 'wil', dice: 'd4' } });
    // damage 8 on 2 HP: STR 10 -> 4; save d20 = 12 fails; d4 = 3 WIL.
    const result = takeDamage(scriptedRng([12, 3]), pc({ hp: 2, str: 10, wil: 9 }), 8, { attacker: hoodedMen });
    expect(result.outcome).toBe('critical');
    expect(result.target.wil.current).toBe(6);
    expect(result.events).toContainEqual({ type: 'crit-effect', effect: hoodedMen.onTargetCritFail });
  });

  it('R040: nothing fires when the target saves; a narrative effect is reported as a note', () => {
    const troll = npc({ onTargetCritFail: { type: 'note', textId: 'effect/wood-troll-moss' } });
    const saved = takeDamage(scriptedRng([1]), pc({ hp: 2, str: 10 }), 4, { attacker: troll });
    expect(saved.events.some((event) => event.type === 'crit-effect')).toBe(false);
    const failed = takeDamage(scriptedRng([20]), pc({ hp: 2, str: 10 }), 4, { attacker: troll });
    expect(failed.events).toContainEqual({ type: 'crit-effect', effect: { type: 'note', textId: 'effect/wood-troll-moss' } });
    expect(failed.target.wil.current).toBe(10);
  });

  it('R040: the effect can be resolved from a roll or rolled', () => {
    const effect = { type: 'attribute-damage', attribute: 'wil', dice: 'd4' } as const;
    expect(resolveCritFailEffect(pc({ wil: 2 }), effect, 4).target.wil).toEqual({ current: 0, max: 2 });
    expect(rollCritFailEffect(scriptedRng([1]), pc(), effect).target.wil.current).toBe(9);
    catchCairnError(() => resolveCritFailEffect(pc(), { type: 'curse' } as never, 1), 'BAD_ARGUMENT');
  });

  it('R054: Doomed: a failed save kills at once; a passed one rolls 3d6 for max HP and ends Doomed', () => {
    const doomed = wounded('pc', { conditions: ['doomed'] });
    const failed = resolveCriticalSave(doomed, 12);
    expect(failed.outcome).toBe('dead');
    expect(failed.target.conditions).toEqual(['dead']);
    const passed = resolveCriticalSave(doomed, 2);
    expect(passed).toMatchObject({ outcome: 'held', doomedMaxHpRoll: true });
    expect(passed.target.conditions).toEqual([]);
    // takeDamage rolls the 3d6 (4 + 5 + 6 = 15 > 5).
    const hit = takeDamage(scriptedRng([2, 4, 5, 6]), createCreature({ kind: 'pc', hp: 1, str: 11, dex: 10, wil: 10, conditions: ['doomed'] }), 3);
    expect(hit.target.hp.max).toBe(15);
    expect(hit.target.conditions).toEqual([]);
  });

  it('rollCriticalSave rolls the d20 and reports it', () => {
    const result = rollCriticalSave(scriptedRng([1]), npc({ hp: 0, str: { current: 4, max: 11 } }));
    expect(result.outcome).toBe('held');
    expect(result.events[0]).toMatchObject({ type: 'dice-rolled', purpose: 'save', total: 1 });
  });

  it('C3: at STR 0 there is no save to make unless saveAtZeroStr (then only a 1 saves)', () => {
    const atZero = createCreature({ kind: 'pc', hp: 0, str: { current: 0, max: 10 }, dex: 10, wil: 10 });
    catchCairnError(() => resolveCriticalSave(atZero, 1), 'NOT_APPLICABLE');
    catchCairnError(() => rollCriticalSave(scriptedRng([1]), atZero), 'NOT_APPLICABLE');
    expect(resolveCriticalSave(atZero, 1, { saveAtZeroStr: true }).outcome).toBe('held');
    expect(resolveCriticalSave(atZero, 2, { saveAtZeroStr: true }).outcome).toBe('critical');
  });

  it('refuses bad faces and creatures', () => {
    catchCairnError(() => resolveCriticalSave(wounded('pc'), 0), 'BAD_FACE');
    catchCairnError(() => resolveCriticalSave({} as never, 3), 'BAD_CREATURE');
    catchCairnError(() => stabilize(pc(), { rested: 'yes' } as never), 'BAD_OPTION');
  });
});
