import { describe, expect, it } from 'vitest';
import { applyDamage, armorOf, createCreature, givesArmor, totalArmor } from '../../src/index.js';
import { catchCairnError } from '../helpers.js';
import { CHAINMAIL, HELMET, PLATE, SHIELD, pc } from './fixtures.js';

describe('armor', () => {
  it('R027: pieces are summed and capped at 3 (plate + shield + helmet = 3)', () => {
    expect(totalArmor([3, 1, 1])).toBe(3);
    expect(totalArmor([1, 1])).toBe(2);
    expect(totalArmor([])).toBe(0);
  });

  it('R027: a PC\'s armor comes from what it wears and holds, capped at 3', () => {
    expect(armorOf(pc({ inventory: [PLATE, SHIELD, HELMET] }))).toBe(3);
    expect(armorOf(pc({ inventory: [CHAINMAIL, SHIELD] }))).toBe(3);
    expect(armorOf(pc({ inventory: [HELMET, SHIELD] }))).toBe(2);
  });

  it('R027: a shield or helmet counts only while held or worn; stowed armor and cargo give none', () => {
    expect(armorOf(pc({ inventory: [{ ...SHIELD, carry: 'stowed' }] }))).toBe(0);
    expect(armorOf(pc({ inventory: [{ ...PLATE, carry: 'cargo' }] }))).toBe(0);
    expect(armorOf(pc({ inventory: [{ ...SHIELD, carry: 'worn' }] }))).toBe(0);
    expect(givesArmor({ ...HELMET, carry: 'held' })).toBe(false);
  });

  it('R027: NPCs and monsters are capped too, natural armor and items together', () => {
    const knight = createCreature({ hp: 6, str: 14, dex: 10, wil: 10, armor: 2, inventory: [SHIELD, HELMET] });
    expect(armorOf(knight)).toBe(3);
    expect(applyDamage(knight, 5).afterArmor).toBe(2);
  });

  it('refuses impossible armor', () => {
    expect(catchCairnError(() => totalArmor([1, 4]), 'BAD_ARGUMENT').message).toBe(
      'totalArmor: pieces[1] must be an integer from 0 to 3, got 4',
    );
    catchCairnError(() => totalArmor([-1]), 'BAD_ARGUMENT');
    catchCairnError(() => totalArmor('3' as never), 'BAD_ARGUMENT');
    catchCairnError(() => armorOf(pc({ inventory: [{ ...SHIELD, armor: 1.5 }] })), 'BAD_ARGUMENT');
    catchCairnError(() => armorOf({} as never), 'BAD_CREATURE');
  });
});
