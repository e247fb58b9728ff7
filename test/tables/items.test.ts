// The tables' items, stat lines and hirelings are the model's own types: a
// rolled chainmail goes straight into an inventory, a stat line straight
// into createCreature.
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../src/dice/notation.js';
import { createCreature } from '../../src/model/creature.js';
import type { Item } from '../../src/model/item.js';
import { armorOf } from '../../src/rules/armor.js';
import { slotsUsed } from '../../src/rules/inventory.js';
import {
  BESTIARY_1E,
  BESTIARY_2E,
  DATASETS_1E,
  DATASETS_2E,
  EQUIPMENT_1E,
  GEAR_PACKAGES_1E,
  HIRELINGS_2E,
  MARKETPLACE_GEAR_2E,
  MARKETPLACE_TRANSPORT_2E,
  MARKETPLACE_WEAPONS_2E,
  STARTING_ARMOR_1E,
  STARTING_HELMETS_AND_SHIELDS_1E,
  STARTING_WEAPONS_1E,
  lookup,
} from '../../src/tables/index.js';
import { walk } from './data.js';

const allItems: { where: string; item: Item }[] = [];
for (const dataset of [...DATASETS_1E, ...DATASETS_2E]) {
  for (const [path, node] of walk(dataset)) {
    if (typeof node['item'] === 'object') allItems.push({ where: `${dataset.edition} ${dataset.id} ${path}`, item: node['item'] as Item });
  }
}
const pc = (inventory: readonly Item[]) => createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10, inventory });
const find = (items: readonly { id: string; item?: Item }[], id: string): Item => {
  const item = items.find((entry) => entry.id === id)?.item;
  if (item === undefined) throw new Error(`no item ${id}`);
  return item;
};

describe('items from the tables', () => {
  it('are well-formed Items: slots 0/1/2, armor 1–3 with armorWhen, dice that parse, full uses, cargo only on transport', () => {
    expect(allItems.length).toBeGreaterThan(300);
    for (const { where, item } of allItems) {
      expect([0, 1, 2], where).toContain(item.slots);
      expect(['worn', 'held', 'stowed', 'cargo'], where).toContain(item.carry);
      expect(item.armor === undefined, where).toBe(item.armorWhen === undefined);
      if (item.armor !== undefined) {
        expect(item.armor, where).toBeGreaterThanOrEqual(1);
        expect(item.armor, where).toBeLessThanOrEqual(3);
        expect(item.carry, where).toBe(item.armorWhen);
      }
      if (item.damage !== undefined) expect(() => parseDice(item.damage as string), where).not.toThrow();
      if (item.uses !== undefined) expect(item.uses.current, where).toBe(item.uses.max);
      if (item.cargoSlots !== undefined) expect(item.kind, where).toBe('transport');
      if (item.recharge !== undefined) expect(item.kind, where).toBe('relic');
    }
  });

  it('go into an inventory: every item fits a PC created with it', () => {
    for (const { where, item } of allItems) expect(() => pc([item]), where).not.toThrow();
  });

  it('R019, R025: slots count as the rules count them (bulky 2, petty 0, transport as cargo 0)', () => {
    const chainmail = lookup(STARTING_ARMOR_1E, 15).row.options[0]?.item as Item;
    const dagger = lookup(STARTING_WEAPONS_1E, 1).row.options[0]?.item as Item;
    const chalk2e = find(MARKETPLACE_GEAR_2E.entries, 'item/chalk');
    const horse = find(MARKETPLACE_TRANSPORT_2E.entries, 'item/horse');
    expect(slotsUsed(pc([chainmail, dagger, chalk2e, horse]))).toBe(3);
    expect(find(EQUIPMENT_1E.entries, 'item/chalk').slots).toBe(1); // 1e has no petty items (C8)
    expect(horse).toMatchObject({ kind: 'transport', slots: 0, carry: 'cargo', cargoSlots: 4 });
  });

  it('R027: rolled plate, helmet and shield give armor 3, not 5', () => {
    const plate = lookup(STARTING_ARMOR_1E, 20).row.options[0]?.item as Item;
    const both = lookup(STARTING_HELMETS_AND_SHIELDS_1E, 20).row.options.map((option) => option.item);
    expect(armorOf(pc([plate, ...both]))).toBe(3);
    expect(armorOf(pc(both))).toBe(2);
  });

  it('C18: the sling is d4 in 1e and d6 in 2e', () => {
    expect(find(EQUIPMENT_1E.entries, 'item/sling').damage).toBe('d4');
    expect(find(MARKETPLACE_WEAPONS_2E.entries, 'item/sling').damage).toBe('d6');
  });

  it('a package spellbook has no spell until one is chosen from `spells` or rolled on `spellTable`', () => {
    const books = GEAR_PACKAGES_1E.packages.flatMap((p) => p.entries).filter((entry) => entry.item?.kind === 'spellbook');
    expect(books).toHaveLength(3);
    for (const book of books) {
      expect(book.item?.spell).toBeUndefined();
      expect(book.spells !== undefined || book.spellTable !== undefined).toBe(true);
    }
  });
});

describe('stat lines', () => {
  it('R093: every monster of both bestiaries makes a creature; detachments are detachments (R063)', () => {
    for (const monster of [...BESTIARY_1E.monsters, ...BESTIARY_2E.monsters]) {
      const creature = createCreature({ ...monster.stats, name: monster.name.en });
      expect(creature.hp.max, monster.id).toBe(monster.stats.hp);
      expect(creature.kind, monster.id).toBe(monster.stats.kind);
    }
    expect(BESTIARY_2E.monsters.filter((m) => m.stats.kind === 'detachment').map((m) => m.id)).toEqual([
      'monster/bone-construct', 'monster/green-dragon', 'monster/griffon', 'monster/hydra', 'monster/killer-bees',
      'monster/purple-worm', 'monster/shambling-mound', 'monster/sky-giant', 'monster/storm-giant', 'monster/titan',
    ]);
  });

  it('R040: the Hooded Men drain d4 WIL, the Wood Troll grows moss: onTargetCritFail reaches the creature', () => {
    const hooded = BESTIARY_1E.monsters.find((m) => m.id === 'monster/hooded-men');
    expect(createCreature(hooded?.stats ?? { hp: 0, str: 0, dex: 0, wil: 0 }).onTargetCritFail).toEqual({ type: 'attribute-damage', attribute: 'wil', dice: 'd4' });
    const troll = BESTIARY_1E.monsters.find((m) => m.id === 'monster/wood-troll');
    expect(troll?.stats.onTargetCritFail).toEqual({ type: 'note', textId: 'effect/wood-troll-moss' });
  });

  it('attacks carry their dice and qualities: blast, two weapons, ignores armor (R060, R061)', () => {
    const troll1e = BESTIARY_1E.monsters.find((m) => m.id === 'monster/wood-troll');
    expect(troll1e?.attacks).toEqual([{ name: { en: 'claws and bite', 'zh-Hans': '爪抓和噬咬', 'zh-Hant': '爪抓和噬咬' }, damage: 'd8+d8', qualities: ['blast'] }]);
    const troll2e = BESTIARY_2E.monsters.find((m) => m.id === 'monster/wood-troll');
    expect(troll2e?.attacks.map((a) => a.damage)).toEqual(['d8', 'd10']); // C20
    expect(BESTIARY_2E.monsters.find((m) => m.id === 'monster/shadow')?.attacks[0]?.qualities).toEqual(['ignores-armor']);
    expect(BESTIARY_2E.monsters.find((m) => m.id === 'monster/bandit')?.attackJoin).toBe('or');
    for (const monster of [...BESTIARY_1E.monsters, ...BESTIARY_2E.monsters]) for (const attack of monster.attacks) expect(() => parseDice(attack.damage)).not.toThrow();
  });

  it('R091: the twelve hireling roles make creatures, with their wages', () => {
    for (const hireling of HIRELINGS_2E.hirelings) expect(createCreature(hireling.stats).kind).toBe('npc');
    const veteran = HIRELINGS_2E.hirelings.find((h) => h.id === 'hireling/veteran-bodyguard');
    expect(veteran).toMatchObject({ wage: 20, stats: { hp: 6, armor: 2, str: 14, dex: 12, wil: 11 } });
  });
});
