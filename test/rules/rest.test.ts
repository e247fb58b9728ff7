import { describe, expect, it } from 'vitest';
import { canAct, conditionsOf } from '../../src/model/creature.js';
import { PRESET_1E } from '../../src/model/options.js';
import { stabilize } from '../../src/rules/critical.js';
import { inventoryOf } from '../../src/rules/inventory.js';
import { useItem } from '../../src/rules/relics.js';
import { nightRest, shortRest, weekRest } from '../../src/rules/rest.js';
import { catchCairnError } from '../helpers.js';
import { BANDAGES, fatigue, gear, hero, types } from './inventory.fixtures.js';

const WALLOPED = { id: 'walloped', row: 3, until: 'rest', then: { change: 'increase', score: 'hp', dice: 'd6' } } as const;
const HAMSTRUNG = { id: 'hamstrung', row: 7, until: 'recovered', then: { change: 'raise', score: 'dex', dice: '3d6' } } as const;
const MORTAL = { id: 'mortal-wound', row: 11, until: 'recovered', then: { change: 'set', score: 'hp', dice: '2d6' } } as const;

describe('short rest', () => {
  it('R074: a few moments of rest and water restore all lost HP', () => {
    const result = shortRest(hero({ hp: { current: 1, max: 6 } }));
    expect(result.target.hp).toEqual({ current: 6, max: 6 });
    expect(result).toMatchObject({ hpRestored: 5, fatigueCleared: 0, attributesRestored: 0, blocked: [], pendingReady: [] });
    expect(result.events).toEqual([{ type: 'score-changed', score: 'hp', part: 'current', from: 1, to: 6, cause: 'recovery' }]);
  });

  it('R074: a short rest clears no Fatigue and restores no attributes', () => {
    const pc = hero({ str: { current: 4, max: 10 }, inventory: fatigue(2) });
    const result = shortRest(pc);
    expect(result.target).toBe(pc);
    expect(result.events).toEqual([]);
  });

  it('R074, R077: not while Deprived', () => {
    const result = shortRest(hero({ hp: { current: 1, max: 6 }, conditions: ['deprived'] }));
    expect(result.hpRestored).toBe(0);
    expect(result.events).toEqual([{ type: 'recovery-blocked', what: 'hp', reason: 'deprived' }]);
  });
});

describe("a night's rest", () => {
  it('R080: a full night somewhere safe clears all Fatigue, and HP comes back too', () => {
    const pc = hero({ hp: { current: 2, max: 6 }, inventory: [...gear(2), ...fatigue(3)] });
    const result = nightRest(pc);
    expect(result).toMatchObject({ fatigueCleared: 3, hpRestored: 4, blocked: [] });
    expect(result.target.inventory).toEqual(gear(2));
    expect(types(result)).toEqual(['fatigue-cleared', 'score-changed']);
    expect(result.events[0]).toEqual({ type: 'fatigue-cleared', count: 3, cause: 'rest' });
  });

  it('R080: an unsafe night clears no Fatigue', () => {
    const result = nightRest(hero({ inventory: fatigue(1) }), { safe: false });
    expect(result.blocked).toEqual([{ what: 'fatigue', reason: 'unsafe' }]);
    expect(inventoryOf(result.target).fatigue).toBe(1);
    catchCairnError(() => nightRest(hero(), { safe: 'yes' as never }), 'BAD_OPTION');
  });

  it('R080, C9: clearing Fatigue first frees the slot that a full inventory needs, so HP comes back (zeroUntilRest)', () => {
    const options = { fullInventoryHp: 'zeroUntilRest' } as const;
    const pc = hero({ hp: { current: 0, max: 6 }, inventory: [...gear(9), ...fatigue(1)] });
    expect(nightRest(pc, options)).toMatchObject({ fatigueCleared: 1, hpRestored: 6 });
    expect(types(nightRest(pc, options))).toEqual(['fatigue-cleared', 'inventory-freed', 'score-changed']);
  });

  it('R046: after a night of rest, Walloped can be recovered from; the rest only reports it', () => {
    const pc = hero({ conditions: [], pending: [WALLOPED] });
    const result = nightRest(pc);
    expect(result.pendingReady).toEqual(['walloped']);
    expect(result.events).toContainEqual({ type: 'pending-ready', id: 'walloped' });
    expect(result.target.pending).toEqual([WALLOPED]);
    expect(shortRest(pc).pendingReady).toEqual([]);
  });
});

describe("a week's rest", () => {
  it('R075: about a week of rest restores lost attributes', () => {
    const pc = hero({ str: { current: 4, max: 12 }, dex: { current: 9, max: 10 } });
    const result = weekRest(pc);
    expect(result.target.str).toEqual({ current: 12, max: 12 });
    expect(result.target.dex).toEqual({ current: 10, max: 10 });
    expect(result.attributesRestored).toBe(9);
  });

  it('R075, C23: shorter than attributeRecovery.days is not enough', () => {
    const pc = hero({ str: { current: 4, max: 12 } });
    expect(weekRest(pc, { days: 6 }).blocked).toEqual([{ what: 'attributes', reason: 'too-short' }]);
    const fortnight = { attributeRecovery: { days: 14, requiresHealer: false } };
    expect(weekRest(pc, { ...fortnight, days: 7 }).blocked).toEqual([{ what: 'attributes', reason: 'too-short' }]);
    expect(weekRest(pc, fortnight).target.str.current).toBe(12);
    catchCairnError(() => weekRest(pc, { days: 2.5 }), 'BAD_OPTION');
  });

  it('C23: 2e only usually needs a healer; the 1e summary requires one', () => {
    const pc = hero({ wil: { current: 2, max: 11 } });
    expect(weekRest(pc).target.wil.current).toBe(11);
    expect(weekRest(pc, PRESET_1E).blocked).toEqual([{ what: 'attributes', reason: 'no-healer' }]);
    expect(weekRest(pc, { ...PRESET_1E, healer: true }).target.wil.current).toBe(11);
    catchCairnError(() => weekRest(pc, { healer: 1 as never }), 'BAD_OPTION');
  });

  it('R073, R075: DEX or WIL at 0 come back with extended rest, and the creature can act again', () => {
    const pc = hero({ dex: { current: 0, max: 13 } });
    expect(canAct(pc)).toBe(false);
    expect(canAct(weekRest(pc).target)).toBe(true);
  });

  it('R038, R075: Critical Damage lasts until recovery; stabilising does not end it, a week of rest does', () => {
    const dying = hero({ hp: { current: 0, max: 6 }, str: { current: 3, max: 10 }, conditions: ['critical', 'dying'] });
    expect(weekRest(dying).blocked).toEqual([
      { what: 'hp', reason: 'dying' },
      { what: 'attributes', reason: 'dying' },
    ]);
    const stable = stabilize(dying).target;
    const recovered = weekRest(stable);
    expect(recovered.target.str).toEqual({ current: 10, max: 10 });
    expect(conditionsOf(recovered.target)).toEqual([]);
    expect(recovered.events).toContainEqual({ type: 'condition-lost', condition: 'critical' });
  });

  it('R050, R053: after a week, Hamstrung and a stabilised Mortal Wound can be recovered from', () => {
    const pc = hero({ pending: [HAMSTRUNG, { ...MORTAL, stabilized: true }] });
    const result = weekRest(pc);
    expect(result.pendingReady).toEqual(['hamstrung', 'mortal-wound']);
    expect(weekRest(pc, { days: 3 }).pendingReady).toEqual([]);
    expect(weekRest(pc, PRESET_1E).pendingReady).toEqual([]);
  });

  it('R037: a dying creature must be stabilised before rest does anything; the dead do not rest', () => {
    const dying = hero({ hp: { current: 1, max: 6 }, pending: [MORTAL], inventory: fatigue(1) });
    const result = nightRest(dying);
    expect(result.blocked).toEqual([
      { what: 'fatigue', reason: 'dying' },
      { what: 'hp', reason: 'dying' },
    ]);
    expect(result.pendingReady).toEqual([]);
    const dead = hero({ str: { current: 0, max: 10 } });
    expect(catchCairnError(() => shortRest(dead), 'NOT_APPLICABLE').message).toBe('shortRest: target must be alive (the dead do not rest), got "dead"');
  });
});

describe('healing', () => {
  it('R076: bandages (3 uses) stabilise Critical Damage, one use each', () => {
    const dying = hero({ hp: 0, str: { current: 3, max: 10 }, conditions: ['critical', 'dying'], inventory: [BANDAGES] });
    const bandaged = useItem(dying, 'item/bandages');
    expect(bandaged.remaining).toBe(2);
    expect(bandaged.events).toEqual([{ type: 'uses-spent', index: 0, id: 'item/bandages', kind: 'uses', from: 3, to: 2 }]);
    const stable = stabilize(bandaged.target);
    expect(stable.stabilized).toBe(true);
    expect(conditionsOf(stable.target)).toEqual(['critical']);
  });
});
