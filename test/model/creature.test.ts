import { describe, expect, it } from 'vitest';
import { canAct, conditionsOf, createCreature } from '../../src/index.js';
import { catchCairnError } from '../helpers.js';

describe('createCreature', () => {
  it('fills in defaults and freezes the result', () => {
    const troll = createCreature({ name: 'Wood Troll', hp: 12, armor: 1, str: 16, dex: 6, wil: 10 });
    expect(troll).toEqual({
      kind: 'npc',
      name: 'Wood Troll',
      hp: { current: 12, max: 12 },
      str: { current: 16, max: 16 },
      dex: { current: 6, max: 6 },
      wil: { current: 10, max: 10 },
      armor: 1,
      conditions: [],
      scars: [],
      pending: [],
      inventory: [],
    });
    expect(Object.isFrozen(troll) && Object.isFrozen(troll.hp) && Object.isFrozen(troll.conditions)).toBe(true);
  });

  it('accepts { current, max }, stores conditions once and sorted, and keeps an on-critical hook', () => {
    const hooded = createCreature({
      hp: { current: 2, max: 4 },
      str: 8,
      dex: 12,
      wil: 14,
      conditions: ['routed', 'deprived', 'routed'],
      onTargetCritFail: { type: 'attribute-damage', attribute: 'wil', dice: 'd4' },
    });
    expect(hooded.hp).toEqual({ current: 2, max: 4 });
    expect(hooded.conditions).toEqual(['deprived', 'routed']);
    expect(hooded.onTargetCritFail).toEqual({ type: 'attribute-damage', attribute: 'wil', dice: 'd4' });
  });

  it('does not keep a reference to the arrays it was given', () => {
    const conditions: ('deprived' | 'doomed')[] = ['deprived'];
    const creature = createCreature({ kind: 'pc', hp: 3, str: 10, dex: 10, wil: 10, conditions });
    conditions.push('doomed');
    expect(creature.conditions).toEqual(['deprived']);
  });

  it.each([
    [{ hp: 3.5, str: 10, dex: 10, wil: 10 }, 'spec.hp'],
    [{ hp: { current: 4, max: 3 }, str: 10, dex: 10, wil: 10 }, 'spec.hp'],
    [{ hp: 3, str: -1, dex: 10, wil: 10 }, 'spec.str'],
    [{ hp: 3, str: 10, dex: 100, wil: 10 }, 'spec.dex'],
    [{ hp: 3, str: 10, dex: 10 }, 'spec.wil'],
    [{ hp: 3, str: 10, dex: 10, wil: 10, armor: 4 }, 'spec.armor'],
    [{ hp: 3, str: 10, dex: 10, wil: 10, kind: 'monster' }, 'spec.kind'],
    [{ hp: 3, str: 10, dex: 10, wil: 10, conditions: ['sleepy'] }, 'spec.conditions[0]'],
    [{ hp: 3, str: 10, dex: 10, wil: 10, scars: [{ row: 1, id: 'scar/lasting-scar' }] }, 'spec.scars'],
    [{ hp: 3, str: 10, dex: 10, wil: 10, kind: 'pc', scars: [{ row: 2, id: 'scar/lasting-scar' }] }, 'spec.scars[0]'],
    [{ hp: 3, str: 10, dex: 10, wil: 10, onTargetCritFail: { type: 'attribute-damage', attribute: 'hp', dice: 'd4' } }, 'spec.onTargetCritFail'],
  ])('refuses %j, naming %s (BAD_CREATURE)', (spec, argument) => {
    const error = catchCairnError(() => createCreature(spec as never), 'BAD_CREATURE');
    expect(error.message.startsWith(`createCreature: ${argument} must be`)).toBe(true);
  });
});

describe('conditions', () => {
  it('R073: STR 0 is dead, DEX 0 paralyzed, WIL 0 delirious; a detachment at STR 0 is destroyed', () => {
    expect(conditionsOf(createCreature({ hp: 0, str: 0, dex: 10, wil: 10 }))).toEqual(['dead']);
    expect(conditionsOf(createCreature({ hp: 3, str: 10, dex: 0, wil: 0 }))).toEqual(['delirious', 'paralyzed']);
    expect(conditionsOf(createCreature({ kind: 'detachment', hp: 0, str: 0, dex: 10, wil: 10 }))).toEqual(['destroyed']);
  });

  it('R073: at DEX 0 or WIL 0 a creature cannot act until the attribute is restored', () => {
    expect(canAct(createCreature({ hp: 3, str: 10, dex: 0, wil: 10 }))).toBe(false);
    expect(canAct(createCreature({ hp: 3, str: 10, dex: 10, wil: 0 }))).toBe(false);
    expect(canAct(createCreature({ hp: 3, str: 10, dex: { current: 1, max: 10 }, wil: 10 }))).toBe(true);
  });

  it('R032: reaching 0 HP does not by itself stop a creature acting', () => {
    expect(canAct(createCreature({ kind: 'pc', hp: { current: 0, max: 6 }, str: 10, dex: 10, wil: 10 }))).toBe(true);
  });

  it('C17: WIL 0 is "delirious" whatever the translation (S3 says 昏迷, the id stays delirious)', () => {
    expect(conditionsOf(createCreature({ hp: 3, str: 10, dex: 10, wil: 0 }))).toContain('delirious');
  });

  it('C3: with saveAtZeroStr, STR 0 alone is not death; a stored "dead" still is', () => {
    const atZero = createCreature({ kind: 'pc', hp: 0, str: { current: 0, max: 10 }, dex: 10, wil: 10 });
    expect(conditionsOf(atZero, { saveAtZeroStr: true })).toEqual([]);
    expect(conditionsOf({ ...atZero, conditions: ['dead'] }, { saveAtZeroStr: true })).toEqual(['dead']);
  });

  it('R046, R053: pending Walloped and Mortal Wound make a PC deprived; Mortal Wound also out of action and dying until stabilised', () => {
    const walloped = createCreature({
      kind: 'pc',
      hp: 0,
      str: 10,
      dex: 10,
      wil: 10,
      pending: [{ id: 'walloped', row: 3, until: 'rest', then: { change: 'increase', score: 'hp', dice: 'd6' } }],
    });
    expect(conditionsOf(walloped)).toEqual(['deprived']);
    const wound = { id: 'mortal-wound', row: 11, until: 'recovered', then: { change: 'set', score: 'hp', dice: '2d6' } } as const;
    const mortal = createCreature({ kind: 'pc', hp: 0, str: 10, dex: 10, wil: 10, pending: [{ ...wound, stabilized: false }] });
    expect(conditionsOf(mortal)).toEqual(['deprived', 'dying', 'incapacitated']);
    const healed = createCreature({ kind: 'pc', hp: 0, str: 10, dex: 10, wil: 10, pending: [{ ...wound, stabilized: true }] });
    expect(conditionsOf(healed)).toEqual(['deprived', 'incapacitated']);
  });

  it('refuses things that are not creatures', () => {
    catchCairnError(() => conditionsOf({ kind: 'pc' } as never), 'BAD_CREATURE');
    catchCairnError(() => canAct(null as never), 'BAD_CREATURE');
  });
});
