import { describe, expect, it } from 'vitest';
import { applyDamage, canAct, conditionsOf, createCreature, PRESET_DAIRN, takeDamage, scriptedRng } from '../../src/index.js';
import { catchCairnError } from '../helpers.js';
import { FATIGUE, SHIELD, npc, pc } from './fixtures.js';

describe('applyDamage', () => {
  it('R028: attacks always hit: the roll goes straight to damage, no hit roll is asked of the rng', () => {
    const rng = scriptedRng([]);
    expect(takeDamage(rng, npc({ hp: 6 }), 2).target.hp.current).toBe(4);
  });

  it('R029: armor is subtracted and damage never goes below 0 or heals', () => {
    const guard = npc({ hp: 3, armor: 2 });
    const result = applyDamage(guard, 1);
    expect(result.afterArmor).toBe(0);
    expect(result.target.hp.current).toBe(3);
    expect(result.events).toEqual([{ type: 'armor-absorbed', rolled: 1, armor: 2, afterArmor: 0 }]);
  });

  it('R030: HP absorbs first; damage beyond HP comes off STR', () => {
    const result = applyDamage(npc({ hp: 4, str: 12 }), 7);
    expect(result).toMatchObject({ hpLost: 4, strLost: 3, criticalSave: true });
    expect(result.target.hp).toEqual({ current: 0, max: 4 });
    expect(result.target.str).toEqual({ current: 9, max: 12 });
  });

  it('R031: damage equal to HP leaves STR untouched and owes no save', () => {
    const result = applyDamage(npc({ hp: 5, str: 12 }), 5);
    expect(result).toMatchObject({ hpLost: 5, strLost: 0, criticalSave: false, dead: false });
    expect(result.target.str.current).toBe(12);
  });

  it('R032: a creature at exactly 0 HP can still act', () => {
    expect(canAct(applyDamage(npc({ hp: 5 }), 5).target)).toBe(true);
  });

  it('R033: a target already at 0 HP takes all of the damage to STR', () => {
    const result = applyDamage(pc({ hp: { current: 0, max: 6 }, str: 12 }), 3);
    expect(result).toMatchObject({ hpLost: 0, strLost: 3, criticalSave: true, scar: null });
  });

  it('R033, C9: with every slot full HP counts as 0, so a hit goes to STR; the stored HP is kept and no scar is owed', () => {
    const full = pc({ hp: 5, str: 12, inventory: Array.from({ length: 10 }, () => FATIGUE) });
    const result = applyDamage(full, 3);
    expect(result).toMatchObject({ hpLost: 0, strLost: 3, criticalSave: true, scar: null });
    expect(result.target.hp.current).toBe(5);
  });

  it('R034: scar when a PC drops exactly to 0, on the row of the HP lost (2e WG: 6 HP hit for 6 -> row 6)', () => {
    const result = applyDamage(pc({ hp: 6 }), 6);
    expect(result.scar).toBe(6);
    expect(result.events.at(-1)).toEqual({ type: 'scar-owed', row: 6 });
  });

  it('R034: the DAIRN example, 3 HP and 1 armor: a roll of 4 leaves HP 0, STR as it was, no save, scar row 3 (Walloped)', () => {
    const result = applyDamage(pc({ hp: 3, armor: 1, str: 11 }), 4);
    expect(result).toMatchObject({ afterArmor: 3, hpLost: 3, strLost: 0, criticalSave: false, scar: 3 });
  });

  it('R034: the DAIRN example, a roll of 6: HP 0, STR -2, then a STR save, and no scar', () => {
    const result = applyDamage(pc({ hp: 3, armor: 1, str: 11 }), 6);
    expect(result).toMatchObject({ afterArmor: 5, hpLost: 3, strLost: 2, criticalSave: true, scar: null });
    expect(result.target.str.current).toBe(9);
    expect(result.events).toContainEqual({ type: 'save-owed', attribute: 'str', purpose: 'critical-damage', score: 9 });
  });

  it('R035: STR at or below 0 after overflow is death without a save', () => {
    const result = applyDamage(npc({ hp: 2, str: 3 }), 9);
    expect(result).toMatchObject({ strLost: 3, dead: true, criticalSave: false });
    expect(result.target.conditions).toEqual(['dead']);
    expect(result.events).toContainEqual({ type: 'condition-gained', condition: 'dead' });
  });

  it('R035: otherwise the save is against the new STR', () => {
    expect(applyDamage(npc({ hp: 1, str: 10 }), 4).events).toContainEqual({
      type: 'save-owed',
      attribute: 'str',
      purpose: 'critical-damage',
      score: 7,
    });
  });

  it('R036, C24: after a successful save, every later hit that takes STR owes another save', () => {
    const first = takeDamage(scriptedRng([2]), npc({ hp: 1, str: 10 }), 3);
    expect(first.outcome).toBe('held');
    const second = applyDamage(first.target, 2);
    expect(second).toMatchObject({ strLost: 2, criticalSave: true });
    expect(second.target.str.current).toBe(6);
  });

  it('R041: NPCs never owe a scar, even at exactly 0 HP', () => {
    expect(applyDamage(npc({ hp: 4 }), 4).scar).toBeNull();
    expect(applyDamage(createCreature({ kind: 'detachment', hp: 4, str: 10, dex: 10, wil: 10 }), 4).scar).toBeNull();
  });

  it('R042: Bea has 5 HP and 1 armor; a club rolls 4, so 3 damage and 2 HP left', () => {
    const bea = pc({ name: 'Bea', hp: 5, armor: 1 });
    const result = applyDamage(bea, 4);
    expect(result).toMatchObject({ armor: 1, afterArmor: 3, hpLost: 3 });
    expect(result.target.hp).toEqual({ current: 2, max: 5 });
  });

  it('R043: an NPC with 5 HP and 11 STR takes 6: HP 0, STR 10, then a STR save that a 13 fails', () => {
    const hit = applyDamage(npc({ hp: 5, str: 11 }), 6);
    expect(hit.target.hp.current).toBe(0);
    expect(hit.target.str.current).toBe(10);
    expect(hit.criticalSave).toBe(true);
    expect(takeDamage(scriptedRng([13]), npc({ hp: 5, str: 11 }), 6).outcome).toBe('dead');
  });

  it('reports every change as an event, in order', () => {
    expect(applyDamage(npc({ hp: 2, str: 10, armor: 1 }), 5).events).toEqual([
      { type: 'armor-absorbed', rolled: 5, armor: 1, afterArmor: 4 },
      { type: 'score-changed', score: 'hp', part: 'current', from: 2, to: 0, cause: 'damage' },
      { type: 'score-changed', score: 'str', part: 'current', from: 10, to: 8, cause: 'damage' },
      { type: 'save-owed', attribute: 'str', purpose: 'critical-damage', score: 8 },
    ]);
  });

  it('counts armor from held and worn items (a shield in hand)', () => {
    expect(applyDamage(pc({ hp: 6, inventory: [SHIELD] }), 4).afterArmor).toBe(3);
  });

  it('keeps extra fields of the target it was given', () => {
    const character = { ...pc({ hp: 6 }), background: 'background/hunter', gold: 12 };
    const result = applyDamage(character, 2);
    expect(result.target.background).toBe('background/hunter');
    expect(result.target.gold).toBe(12);
  });

  it('refuses bad targets, damage and options', () => {
    expect(catchCairnError(() => applyDamage(pc(), -1), 'BAD_DAMAGE').message).toBe(
      'applyDamage: rolled must be an integer from 0 to 1000000, got -1',
    );
    catchCairnError(() => applyDamage(pc(), 2.5), 'BAD_DAMAGE');
    catchCairnError(() => applyDamage(pc(), Number.NaN), 'BAD_DAMAGE');
    catchCairnError(() => applyDamage({ ...pc(), hp: { current: 7, max: 6 } }, 1), 'BAD_CREATURE');
    catchCairnError(() => applyDamage(pc(), 1, { scarIndex: 'total' } as never), 'BAD_OPTION');
  });
});

describe('damage conflicts (options both ways)', () => {
  it('C1: the scar row is the HP lost by default; the raw roll or all HP lost since full HP as options', () => {
    const bruised = pc({ hp: { current: 3, max: 6 }, armor: 1 });
    expect(applyDamage(bruised, 4).scar).toBe(3);
    expect(applyDamage(bruised, 4, { scarIndex: 'rawDamage' }).scar).toBe(4);
    expect(applyDamage(bruised, 4, { scarIndex: 'cumulative' }).scar).toBe(6);
  });

  it('C2: overflow gives no scar by default; scarOnOverflow gives both a scar and the save', () => {
    const target = pc({ hp: 3, str: 10 });
    expect(applyDamage(target, 5)).toMatchObject({ scar: null, criticalSave: true });
    expect(applyDamage(target, 5, { scarOnOverflow: true })).toMatchObject({ scar: 3, criticalSave: true });
  });

  it('C3: at STR 0 the default is death without a save; saveAtZeroStr asks for the save instead', () => {
    const target = npc({ hp: 1, str: 2 });
    expect(applyDamage(target, 3)).toMatchObject({ dead: true, criticalSave: false });
    const houseRule = applyDamage(target, 3, { saveAtZeroStr: true });
    expect(houseRule).toMatchObject({ dead: false, criticalSave: true });
    expect(conditionsOf(houseRule.target, { saveAtZeroStr: true })).toEqual([]);
  });

  it('C27: DAIRN has no scars (scars: "off"); its d12 variant rolls the row', () => {
    expect(applyDamage(pc({ hp: 3 }), 3, PRESET_DAIRN).scar).toBeNull();
    expect(applyDamage(pc({ hp: 3 }), 3, { scars: 'off' }).scar).toBeNull();
    expect(applyDamage(pc({ hp: 3 }), 3, { scars: 'dairn-d12' }).scar).toBe('d12');
  });

  it('R055: more than 12 HP lost uses row 12 by default; a d12 or no scar as options', () => {
    const big = pc({ hp: 14 });
    expect(applyDamage(big, 14).scar).toBe(12);
    expect(applyDamage(big, 14, { scarIndexAbove12: 'reroll' }).scar).toBe('d12');
    expect(applyDamage(big, 14, { scarIndexAbove12: 'noScar' }).scar).toBeNull();
  });

  it('R063: a detachment at STR 0 is destroyed, not dead', () => {
    const detachment = createCreature({ kind: 'detachment', hp: 4, str: 3, dex: 10, wil: 10 });
    const result = applyDamage(detachment, 9);
    expect(result.dead).toBe(true);
    expect(result.target.conditions).toEqual(['destroyed']);
  });
});
