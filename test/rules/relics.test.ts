import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../src/dice/scriptedRng.js';
import { conditionsOf, type Creature } from '../../src/model/creature.js';
import { deprive } from '../../src/rules/deprivation.js';
import { removeFatigue } from '../../src/rules/fatigue.js';
import { inventoryOf, slotsUsed } from '../../src/rules/inventory.js';
import { castSpell } from '../../src/rules/magic.js';
import { rechargeRelic, useItem, useRelic } from '../../src/rules/relics.js';
import { resolveSave, rollSave } from '../../src/rules/saves.js';
import { catchCairnError } from '../helpers.js';
import {
  FALCONERS_FRIEND,
  HONEYCLASP,
  LEYCAP,
  ROPE,
  SLEEP_BOOK,
  STAFF_OF_SILENCE,
  TORCH,
  fatigue,
  gear,
  hero,
  types,
} from './inventory.fixtures.js';

describe('relics', () => {
  it('R086: using a relic spends a charge and causes no Fatigue', () => {
    const pc = hero({ inventory: [HONEYCLASP, ...gear(9)] });
    const result = useRelic(pc, 'relic/honeyclasp');
    expect(result).toMatchObject({ index: 0, remaining: 2, usedUp: false });
    expect(result.item?.uses).toEqual({ kind: 'charges', current: 2, max: 3 });
    expect(result.events).toEqual([{ type: 'uses-spent', index: 0, id: 'relic/honeyclasp', kind: 'charges', from: 3, to: 2 }]);
    expect(inventoryOf(result.target).fatigue).toBe(0);
    expect(slotsUsed(result.target)).toBe(slotsUsed(pc));
  });

  it('R086: at 0 a relic refuses with NO_USES until it recharges', () => {
    const empty = hero({ inventory: [{ ...STAFF_OF_SILENCE, uses: { kind: 'charges', current: 0, max: 1 } }] });
    const error = catchCairnError(() => useRelic(empty, 0), 'NO_USES');
    expect(error.message).toBe('useRelic: which "relic/staff-of-silence" has no charges left until it recharges (full-moon)');
  });

  it('R086: the recharge condition stays data; rechargeRelic restores the charges once it is met', () => {
    const pc = hero({ inventory: [{ ...HONEYCLASP, uses: { kind: 'charges', current: 0, max: 3 } }] });
    expect(pc.inventory[0]?.recharge).toEqual({ code: 'royal-jelly', textId: 'recharge/honeyclasp' });
    const one = rechargeRelic(pc, 'relic/honeyclasp', { amount: 1 });
    expect(one).toMatchObject({ restored: 1, item: { uses: { current: 1 } } });
    const full = rechargeRelic(one.target, 0);
    expect(full.restored).toBe(2);
    expect(full.events).toEqual([{ type: 'uses-restored', index: 0, id: 'relic/honeyclasp', kind: 'charges', from: 1, to: 3 }]);
    expect(rechargeRelic(full.target, 0)).toMatchObject({ restored: 0, events: [] });
    catchCairnError(() => rechargeRelic(pc, 0, { amount: 4 }), 'BAD_OPTION');
  });

  it('R086: only relics with uses or charges; recharging needs a recharge condition', () => {
    const pc = hero({ inventory: [ROPE, TORCH, LEYCAP, { id: 'relic/plain', kind: 'relic', slots: 1, carry: 'stowed' }] });
    catchCairnError(() => useRelic(pc, 'item/rope'), 'BAD_ITEM');
    catchCairnError(() => useRelic(pc, 'item/torch'), 'BAD_ITEM');
    catchCairnError(() => useRelic(pc, 'relic/plain'), 'BAD_ITEM');
    catchCairnError(() => rechargeRelic(pc, 'item/torch'), 'BAD_ITEM');
    catchCairnError(() => rechargeRelic(pc, 'relic/leycap'), 'NOT_APPLICABLE');
  });

  it('R086: other things with uses (a torch) are spent with useItem and gone after the last', () => {
    let pc: Creature = hero({ inventory: [TORCH] });
    for (let i = 0; i < 2; i++) pc = useItem(pc, 'item/torch').target;
    const last = useItem(pc, 'item/torch');
    expect(last).toMatchObject({ item: null, remaining: 0, usedUp: true });
    expect(types(last)).toEqual(['uses-spent', 'item-used-up']);
    expect(last.target.inventory).toEqual([]);
  });
});

describe('the 1e relics (R087)', () => {
  it('R087: Honeyclasp, 3 charges: three uses, then nothing until it soaks in royal jelly', () => {
    let pc: Creature = hero({ inventory: [HONEYCLASP] });
    for (const left of [2, 1, 0]) {
      const used = useRelic(pc, 'relic/honeyclasp');
      expect(used.remaining).toBe(left);
      pc = used.target;
    }
    catchCairnError(() => useRelic(pc, 'relic/honeyclasp'), 'NO_USES');
    expect(pc.inventory).toHaveLength(1);
    expect(rechargeRelic(pc, 'relic/honeyclasp').item.uses).toEqual({ kind: 'charges', current: 3, max: 3 });
  });

  it("R087: Falconer's Friend, 1 charge of Haste: fired once, recharged by firing it from a crossbow and recovering it", () => {
    const pc = hero({ inventory: [FALCONERS_FRIEND] });
    const fired = useRelic(pc, 'relic/falconers-friend');
    expect(fired).toMatchObject({ remaining: 0, usedUp: false, item: { spell: 'spell/haste' } });
    expect(inventoryOf(fired.target).fatigue).toBe(0);
    catchCairnError(() => useRelic(fired.target, 0), 'NO_USES');
    expect(rechargeRelic(fired.target, 0).item.uses?.current).toBe(1);
  });

  it('R087: Staff of Silence, 1 charge: once, then again under a full moon', () => {
    const pc = hero({ inventory: [STAFF_OF_SILENCE] });
    const silenced = useRelic(pc, 0);
    expect(silenced.item?.uses?.current).toBe(0);
    expect(silenced.item?.recharge?.code).toBe('full-moon');
    expect(useRelic(rechargeRelic(silenced.target, 0).target, 0).remaining).toBe(0);
  });

  it('R087: Leycap, 1 use: eaten, it removes a Fatigue, then a WIL save against addiction; a failure leaves the PC Deprived', () => {
    const pc = hero({ wil: 11, inventory: [LEYCAP, ...fatigue(2)] });
    const eaten = useRelic(pc, 'relic/leycap');
    expect(eaten).toMatchObject({ usedUp: true, item: null });
    const rested = removeFatigue(eaten.target);
    expect(inventoryOf(rested.target).fatigue).toBe(1);
    // Failed save (14 > WIL 11): addicted, so Deprived.
    const failed = resolveSave(rested.target.wil.current, 14);
    expect(failed.success).toBe(false);
    const addicted = deprive(rested.target).target;
    expect(conditionsOf(addicted)).toEqual(['deprived']);
    // Passed save: nothing more happens.
    expect(rollSave(scriptedRng([9]), rested.target.wil.current).success).toBe(true);
    // Only one use: there is no second Leycap to eat.
    catchCairnError(() => useRelic(eaten.target, 'relic/leycap'), 'BAD_ARGUMENT');
  });

  it('R087: relics cause no Fatigue even with a full inventory, unlike a spellbook', () => {
    const full = hero({ inventory: [STAFF_OF_SILENCE, SLEEP_BOOK, ...gear(8)] });
    expect(useRelic(full, 0).events.map((event) => event.type)).toEqual(['uses-spent']);
    expect(castSpell(full, 'spell/sleep').blocked).toBe('drop-required');
  });
});
