import { describe, expect, it } from 'vitest';
import { PRESET_1E } from '../../src/model/options.js';
import { dropItem } from '../../src/rules/addItem.js';
import { endDeprivation, deprive, endureDeprivation, fatigueForDeprivation } from '../../src/rules/deprivation.js';
import { FATIGUE, addFatigue, removeFatigue } from '../../src/rules/fatigue.js';
import { effectiveHp, inventoryOf, slotsUsed } from '../../src/rules/inventory.js';
import { nightRest, shortRest, weekRest } from '../../src/rules/rest.js';
import { catchCairnError } from '../helpers.js';
import { CHALK, FATIGUE_ITEM, HALBERD, ROPE, SWORD, fatigue, gear, hero, types } from './inventory.fixtures.js';

describe('Fatigue', () => {
  it('R021: Fatigue occupies one slot and counts toward ten', () => {
    const pc = hero({ inventory: gear(3) });
    const result = addFatigue(pc);
    expect(result).toMatchObject({ added: 1, owed: 0, blocked: null });
    expect(slotsUsed(result.target)).toBe(4);
    expect(result.target.inventory[3]).toEqual(FATIGUE);
    expect(FATIGUE).toEqual({ id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' });
    expect(result.events).toEqual([{ type: 'fatigue-added', count: 1, cause: 'other' }]);
  });

  it('R021: Fatigue is found by its kind, never by its name, and never counts as petty', () => {
    const renamed = { ...FATIGUE_ITEM, id: 'fatigue/疲劳', label: 'Müdigkeit' };
    expect(inventoryOf(hero({ inventory: [renamed] })).fatigue).toBe(1);
    expect(slotsUsed(hero({ inventory: [renamed] }), { pettyItems: true })).toBe(1);
  });

  it('R079: Fatigue comes from spells, deprivation, travel, weather or the fiction; several at once', () => {
    const result = addFatigue(hero(), 3, { cause: 'weather' });
    expect(result.added).toBe(3);
    expect(result.events).toEqual([{ type: 'fatigue-added', count: 3, cause: 'weather' }]);
    expect(addFatigue(hero(), 0).events).toEqual([]);
    catchCairnError(() => addFatigue(hero(), 1, { cause: 'boredom' as never }), 'BAD_OPTION');
    catchCairnError(() => addFatigue(hero(), -1), 'BAD_ARGUMENT');
    catchCairnError(() => addFatigue(hero(), 1.5), 'BAD_ARGUMENT');
  });

  it('R022: the Fatigue that fills the last slot makes HP count as 0', () => {
    const result = addFatigue(hero({ hp: 4, inventory: gear(9) }));
    expect(types(result)).toEqual(['fatigue-added', 'inventory-filled']);
    expect(effectiveHp(result.target)).toBe(0);
    expect(result.target.hp.current).toBe(4);
  });

  it('R023, C7: with no slot free an item must be dropped; the result asks, and the caller chooses', () => {
    const full = hero({ inventory: [...gear(8), HALBERD] });
    const asked = addFatigue(full);
    expect(asked).toMatchObject({ added: 0, owed: 1, blocked: 'drop-required' });
    expect(asked.target).toBe(full);
    expect(asked.events).toEqual([{ type: 'drop-required', fatigue: 1 }]);
    // Dropping the bulky halberd frees two slots: room for both Fatigue.
    const dropped = dropItem(full, 'item/halberd').target;
    expect(addFatigue(dropped, 2)).toMatchObject({ added: 2, owed: 0, blocked: null });
  });

  it('R023: part of the Fatigue fits; the rest is owed', () => {
    const result = addFatigue(hero({ inventory: gear(8) }), 3, { cause: 'deprivation' });
    expect(result).toMatchObject({ added: 2, owed: 1, blocked: 'drop-required' });
    expect(types(result)).toEqual(['fatigue-added', 'inventory-filled', 'drop-required']);
  });

  it('R024: when every slot holds Fatigue no more can be added, and nothing can be dropped', () => {
    const spent = hero({ inventory: [...fatigue(10), CHALK] });
    const result = addFatigue(spent);
    expect(result).toMatchObject({ added: 0, owed: 1, blocked: 'all-fatigue' });
    expect(result.events).toEqual([{ type: 'fatigue-refused', count: 1, reason: 'all-fatigue' }]);
    catchCairnError(() => dropItem(spent, 0), 'NOT_APPLICABLE');
  });

  it('C7: fatigueWhenFull: "reject" refuses Fatigue that finds no free slot (1e has no rule); "dropItem" asks for a drop', () => {
    const full = hero({ inventory: gear(10) });
    const rejected = addFatigue(full, 1, { fatigueWhenFull: 'reject' });
    expect(rejected).toMatchObject({ added: 0, owed: 1, blocked: 'no-free-slot' });
    expect(rejected.events).toEqual([{ type: 'fatigue-refused', count: 1, reason: 'no-free-slot' }]);
    expect(addFatigue(full, 1, PRESET_1E).blocked).toBe('no-free-slot');
    expect(addFatigue(full, 1, { fatigueWhenFull: 'dropItem' }).blocked).toBe('drop-required');
  });

  it('C8: in the hands layout Fatigue fills the pack, then the body, then the hands', () => {
    const options = { slotLayout: 'hands-body-pack' } as const;
    const pc = hero({ inventory: [...gear(6), SWORD] });
    const result = addFatigue(pc, 3, options);
    expect(result).toMatchObject({ added: 3, owed: 0 });
    expect(result.target.inventory.slice(7).map((item) => item.carry)).toEqual(['worn', 'worn', 'held']);
    expect(inventoryOf(result.target, options).regions).toEqual({
      hands: { used: 2, size: 2 },
      body: { used: 2, size: 2 },
      pack: { used: 6, size: 6 },
    });
  });

  it('R087: removeFatigue takes Fatigue away outside rest, even while Deprived', () => {
    const pc = hero({ conditions: ['deprived'], inventory: [ROPE, ...fatigue(2)] });
    const result = removeFatigue(pc);
    expect(result.removed).toBe(1);
    expect(inventoryOf(result.target).fatigue).toBe(1);
    expect(result.events).toEqual([{ type: 'fatigue-cleared', count: 1, cause: 'other' }]);
    expect(removeFatigue(hero(), 2)).toMatchObject({ removed: 0, events: [] });
  });
});

describe('deprivation', () => {
  it('R077: a Deprived creature recovers no HP, no attributes and clears no Fatigue by resting', () => {
    const pc = deprive(
      hero({ hp: { current: 1, max: 6 }, str: { current: 5, max: 10 }, inventory: fatigue(2) }),
    ).target;
    expect(pc.conditions).toEqual(['deprived']);
    expect(shortRest(pc).blocked).toEqual([{ what: 'hp', reason: 'deprived' }]);
    const week = weekRest(pc);
    expect(week.blocked).toEqual([
      { what: 'fatigue', reason: 'deprived' },
      { what: 'hp', reason: 'deprived' },
      { what: 'attributes', reason: 'deprived' },
    ]);
    expect(week.target).toBe(pc);
    expect(types(week)).toEqual(['recovery-blocked', 'recovery-blocked', 'recovery-blocked']);
  });

  it('C6: deprivedBlocks says what Deprived blocks; 1e does not stop clearing Fatigue', () => {
    const pc = hero({ conditions: ['deprived'], hp: { current: 1, max: 6 }, inventory: fatigue(2) });
    const oneE = nightRest(pc, PRESET_1E);
    expect(oneE.fatigueCleared).toBe(2);
    expect(oneE.blocked).toEqual([{ what: 'hp', reason: 'deprived' }]);
    const lenient = { deprivedBlocks: { hp: false, attributes: false, fatigueClear: false } };
    expect(nightRest(pc, lenient)).toMatchObject({ fatigueCleared: 2, hpRestored: 5, blocked: [] });
    expect(nightRest(pc).blocked).toHaveLength(2);
  });

  it('R077: the need met, Deprived ends; an injury that deprives keeps it until recovery', () => {
    const hungry = hero({ conditions: ['deprived'] });
    const fed = endDeprivation(hungry);
    expect(fed).toMatchObject({ stillDeprived: false, events: [{ type: 'condition-lost', condition: 'deprived' }] });
    const walloped = hero({
      conditions: ['deprived'],
      pending: [{ id: 'walloped', row: 3, until: 'rest', then: { change: 'increase', score: 'hp', dice: 'd6' } }],
    });
    expect(endDeprivation(walloped).stillDeprived).toBe(true);
    expect(deprive(hungry).events).toEqual([]);
  });

  it('R078, C25: more than a day Deprived brings one Fatigue a day after the first (DAIRN, default)', () => {
    expect([0, 1, 2, 3, 7].map((days) => fatigueForDeprivation(days))).toEqual([0, 0, 1, 2, 6]);
  });

  it('C25: deprivationFatigue: "everyDayOnceOverOne" counts every day once past the first', () => {
    const options = { deprivationFatigue: 'everyDayOnceOverOne' } as const;
    expect([0, 1, 2, 3, 7].map((days) => fatigueForDeprivation(days, options))).toEqual([0, 0, 2, 3, 7]);
    catchCairnError(() => fatigueForDeprivation(-1), 'BAD_ARGUMENT');
  });

  it('R078: endureDeprivation marks the creature Deprived and adds the Fatigue the days bring', () => {
    const result = endureDeprivation(hero(), 3);
    expect(result).toMatchObject({ due: 2, added: 2, owed: 0, blocked: null });
    expect(result.target.conditions).toEqual(['deprived']);
    expect(result.events).toEqual([
      { type: 'condition-gained', condition: 'deprived' },
      { type: 'fatigue-added', count: 2, cause: 'deprivation' },
    ]);
  });

  it('R078, C25: day by day adds the same Fatigue as all at once, under either reading', () => {
    for (const deprivationFatigue of ['afterFirstDay', 'everyDayOnceOverOne'] as const) {
      let pc = hero();
      for (let day = 0; day < 4; day++) pc = endureDeprivation(pc, 1, { deprivationFatigue, daysBefore: day }).target;
      expect(inventoryOf(pc).fatigue).toBe(fatigueForDeprivation(4, { deprivationFatigue }));
      expect(inventoryOf(endureDeprivation(hero(), 4, { deprivationFatigue }).target).fatigue).toBe(inventoryOf(pc).fatigue);
    }
  });

  it('R078, R023: Fatigue from deprivation that finds no slot asks for a drop', () => {
    const result = endureDeprivation(hero({ inventory: gear(9) }), 3);
    expect(result).toMatchObject({ due: 2, added: 1, owed: 1, blocked: 'drop-required' });
    catchCairnError(() => endureDeprivation(hero(), 1, { daysBefore: -2 }), 'BAD_ARGUMENT');
  });
});
