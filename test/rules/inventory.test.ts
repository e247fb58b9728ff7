import { describe, expect, it } from 'vitest';
import { createCreature } from '../../src/model/creature.js';
import { PRESET_1E } from '../../src/model/options.js';
import { addItem, dropItem, moveItem } from '../../src/rules/addItem.js';
import { armorOf } from '../../src/rules/armor.js';
import { addCoins, coinsOf, spendCoins } from '../../src/rules/coins.js';
import {
  effectiveHp,
  freeSlots,
  inventoryOf,
  isBackpackEmpty,
  slotsUsed,
} from '../../src/rules/inventory.js';
import { shortRest } from '../../src/rules/rest.js';
import { catchCairnError } from '../helpers.js';
import {
  CART,
  CHAINMAIL,
  CHALK,
  DAGGER,
  FATIGUE_ITEM,
  HALBERD,
  HELMET,
  HORSE,
  KNOCK_SCROLL,
  MULE,
  PLATE,
  ROPE,
  SHIELD,
  SLEEP_BOOK,
  SWORD,
  WAGON,
  coins,
  fatigue,
  gear,
  hero,
  types,
} from './inventory.fixtures.js';

const HANDS = { slotLayout: 'hands-body-pack' } as const;

describe('inventory slots', () => {
  it('R017: a character has 10 slots and an item that would exceed them is refused', () => {
    const packed = hero({ inventory: gear(9) });
    expect(slotsUsed(packed)).toBe(9);
    expect(freeSlots(packed)).toBe(1);
    const full = addItem(packed, ROPE).target;
    expect(slotsUsed(full)).toBe(10);
    expect(freeSlots(full)).toBe(0);
    const error = catchCairnError(() => addItem(full, ROPE), 'INVENTORY_FULL');
    expect(error.message).toBe('addItem: item "item/rope" does not fit: it takes 1 slot and 10 of 10 slots are used');
    catchCairnError(() => addItem(packed, HALBERD), 'INVENTORY_FULL');
  });

  it('R017: the inventorySlots option changes the limit, both ways', () => {
    const packed = hero({ inventory: gear(10) });
    expect(freeSlots(packed, { inventorySlots: 12 })).toBe(2);
    expect(slotsUsed(addItem(packed, HALBERD, { inventorySlots: 12 }).target)).toBe(12);
    catchCairnError(() => addItem(hero({ inventory: gear(7) }), ROPE, { inventorySlots: 7 }), 'INVENTORY_FULL');
  });

  it('R019: a normal item takes 1 slot, a bulky item 2, a petty item none', () => {
    expect(slotsUsed(hero({ inventory: [ROPE] }))).toBe(1);
    expect(slotsUsed(hero({ inventory: [HALBERD, PLATE] }))).toBe(4);
    expect(slotsUsed(hero({ inventory: [CHALK, CHALK, CHALK] }))).toBe(0);
  });

  it('R019, C8: petty items always fit, even in a full inventory; pettyItems: false (1e) makes them take a slot', () => {
    const full = hero({ inventory: gear(10) });
    const result = addItem(full, CHALK);
    expect(slotsUsed(result.target)).toBe(10);
    expect(result.events).toEqual([{ type: 'item-added', index: 10, item: CHALK, slots: 0 }]);
    expect(slotsUsed(hero({ inventory: [CHALK] }), { pettyItems: false })).toBe(1);
    catchCairnError(() => addItem(full, CHALK, { pettyItems: false }), 'INVENTORY_FULL');
  });

  it('C10: a scroll takes no slot in any edition, even with pettyItems off', () => {
    expect(slotsUsed(hero({ inventory: [KNOCK_SCROLL] }), { pettyItems: false })).toBe(0);
    expect(slotsUsed(hero({ inventory: [KNOCK_SCROLL] }), PRESET_1E)).toBe(0);
  });

  it('R021: Fatigue occupies one slot and counts toward ten', () => {
    const tired = hero({ inventory: [...gear(8), ...fatigue(2)] });
    expect(slotsUsed(tired)).toBe(10);
    expect(inventoryOf(tired).fatigue).toBe(2);
    expect(effectiveHp(tired)).toBe(0);
  });

  it('addItem reports the item and its slots, and refuses Fatigue (that is addFatigue) and malformed items', () => {
    const result = addItem(hero(), PLATE);
    expect(result.index).toBe(0);
    expect(result.events).toEqual([{ type: 'item-added', index: 0, item: PLATE, slots: 2 }]);
    expect(armorOf(result.target)).toBe(3);
    catchCairnError(() => addItem(hero(), FATIGUE_ITEM), 'BAD_ITEM');
    const bad = catchCairnError(() => addItem(hero(), { ...ROPE, slots: -1 }), 'BAD_ITEM');
    expect(bad.message).toBe('addItem: item.slots must be an integer from 0 to 100, got -1');
    catchCairnError(() => addItem(hero(), { ...ROPE, kind: 'potion' as never }), 'BAD_ITEM');
    catchCairnError(() => addItem(hero(), { ...SLEEP_BOOK, spell: undefined as never }), 'BAD_ITEM');
    catchCairnError(() => addItem(hero(), { ...ROPE, damage: 'a lot' }), 'BAD_ITEM');
    catchCairnError(() => addItem(hero(), { ...ROPE, cargoSlots: 4 }), 'BAD_ITEM');
  });

  it('dropItem frees the slots (a bulky item frees 2), by index or id', () => {
    const pc = hero({ inventory: [ROPE, HALBERD, ROPE] });
    const byId = dropItem(pc, 'item/halberd');
    expect(slotsUsed(byId.target)).toBe(2);
    expect(byId.events).toEqual([{ type: 'item-dropped', index: 1, item: HALBERD, slots: 2 }]);
    expect(dropItem(pc, 2).target.inventory).toEqual([ROPE, HALBERD]);
    expect(dropItem(pc, 'item/rope').index).toBe(0);
    expect(catchCairnError(() => dropItem(pc, 3), 'BAD_ARGUMENT').message).toBe(
      'dropItem: which must be an index from 0 to 2 or the id of an item carried, got 3',
    );
    catchCairnError(() => dropItem(pc, 'item/lantern'), 'BAD_ARGUMENT');
    catchCairnError(() => dropItem(hero({ inventory: fatigue(1) }), 0), 'NOT_APPLICABLE');
  });

  it('extra fields on the character survive adding and dropping', () => {
    const sheet = { ...hero(), background: 'background/outlaw' };
    const added = addItem(sheet, ROPE).target;
    expect(added.background).toBe('background/outlaw');
    expect(dropItem(added, 0).target.background).toBe('background/outlaw');
  });
});

describe('the hands/body/pack layout (1e)', () => {
  it('R018, C8: two hands, two body slots and a six-slot pack, ten in all', () => {
    const pc = hero({ inventory: [SHIELD, CHAINMAIL, ...gear(3)] });
    expect(inventoryOf(pc, HANDS).regions).toEqual({
      hands: { used: 1, size: 2 },
      body: { used: 2, size: 2 },
      pack: { used: 3, size: 6 },
    });
    expect(inventoryOf(pc).regions).toBeNull();
    expect(inventoryOf(pc, PRESET_1E).limit).toBe(10);
  });

  it('R018, C8: each place has its own limit in the hands layout, none in the abstract layout', () => {
    const armed = hero({ inventory: [SWORD, DAGGER] });
    const handsFull = catchCairnError(() => addItem(armed, SHIELD, HANDS), 'INVENTORY_FULL');
    expect(handsFull.message).toBe('addItem: item "item/shield" does not fit: it takes 1 slot and 2 of the 2 hand slots are used');
    expect(slotsUsed(addItem(armed, SHIELD).target)).toBe(3);
    catchCairnError(() => addItem(hero({ inventory: [CHAINMAIL] }), HELMET, HANDS), 'INVENTORY_FULL');
    catchCairnError(() => addItem(hero({ inventory: gear(6) }), ROPE, HANDS), 'INVENTORY_FULL');
    expect(addItem(hero({ inventory: gear(6) }), { ...ROPE, carry: 'worn' }, HANDS).index).toBe(6);
    // A bulky weapon takes both hands.
    catchCairnError(() => addItem(hero({ inventory: [DAGGER] }), HALBERD, HANDS), 'INVENTORY_FULL');
  });

  it('R018: a smaller inventorySlots shrinks the pack first', () => {
    expect(inventoryOf(hero(), { ...HANDS, inventorySlots: 8 }).regions?.pack).toEqual({ used: 0, size: 4 });
    expect(inventoryOf(hero(), { ...HANDS, inventorySlots: 3 }).regions).toEqual({
      hands: { used: 0, size: 2 },
      body: { used: 0, size: 1 },
      pack: { used: 0, size: 0 },
    });
  });

  it('moveItem takes a book in hand, stows a shield, and respects each place', () => {
    const pc = hero({ inventory: [SLEEP_BOOK, SHIELD] });
    const held = moveItem(pc, 'item/spellbook', 'held', HANDS);
    expect(held.item.carry).toBe('held');
    expect(held.events).toEqual([{ type: 'item-moved', index: 0, id: 'item/spellbook', from: 'stowed', to: 'held' }]);
    expect(armorOf(moveItem(pc, 'item/shield', 'stowed').target)).toBe(0);
    expect(moveItem(pc, 1, 'held').events).toEqual([]);
    catchCairnError(() => moveItem(hero({ inventory: [SLEEP_BOOK, HALBERD] }), 0, 'held', HANDS), 'INVENTORY_FULL');
    catchCairnError(() => moveItem(pc, 0, 'pocket' as never), 'BAD_ARGUMENT');
    catchCairnError(() => moveItem(hero({ inventory: [MULE, FATIGUE_ITEM] }), 1, 'cargo'), 'NOT_APPLICABLE');
  });
});

describe('coins', () => {
  it('R020: coins under 100 gp are petty; one slot per full 100 gp', () => {
    expect(slotsUsed(hero({ inventory: [coins(99)] }))).toBe(0);
    expect(slotsUsed(hero({ inventory: [coins(100)] }))).toBe(1);
    expect(slotsUsed(hero({ inventory: [coins(250)] }))).toBe(2);
  });

  it('R020: coins carried the same way count together, so splitting a purse saves nothing', () => {
    expect(slotsUsed(hero({ inventory: [coins(60), coins(60)] }))).toBe(1);
    expect(slotsUsed(hero({ inventory: [coins(60), coins(60, 'worn')] }))).toBe(0);
  });

  it('R020: with coinSlots: "none" coins never take a slot', () => {
    expect(slotsUsed(hero({ inventory: [coins(1000)] }), { coinSlots: 'none' })).toBe(0);
    expect(slotsUsed(addCoins(hero({ inventory: gear(10) }), 500, { coinSlots: 'none' }).target, { coinSlots: 'none' })).toBe(10);
  });

  it('R020: addCoins fills the purse and refuses coins that need a slot not free', () => {
    const pc = hero({ inventory: [...gear(9), coins(50)] });
    const richer = addCoins(pc, 49);
    expect(coinsOf(richer.target)).toBe(99);
    expect(richer.events).toEqual([{ type: 'coins-changed', from: 50, to: 99 }]);
    const full = addCoins(pc, 50);
    expect(slotsUsed(full.target)).toBe(10);
    expect(types(full)).toEqual(['coins-changed', 'inventory-filled']);
    catchCairnError(() => addCoins(pc, 150), 'INVENTORY_FULL');
    const fresh = addCoins(hero(), 30);
    expect(fresh.target.inventory).toEqual([coins(30)]);
    expect(types(fresh)).toEqual(['item-added', 'coins-changed']);
    expect(addCoins(hero(), 0).events).toEqual([]);
  });

  it('R020, R092: spendCoins takes from the purses on the person first and frees slots', () => {
    const pc = hero({ inventory: [coins(150), MULE, coins(80, 'cargo')] });
    const spent = spendCoins(pc, 160);
    expect(spent.gp).toBe(70);
    expect(spent.target.inventory).toEqual([MULE, coins(70, 'cargo')]);
    expect(slotsUsed(spent.target)).toBe(0);
    const error = catchCairnError(() => spendCoins(pc, 231), 'NOT_ENOUGH_COINS');
    expect(error.message).toBe('spendCoins: gp must be at most the 230 gp carried, got 231');
    catchCairnError(() => spendCoins(pc, -1), 'BAD_ARGUMENT');
  });
});

describe('transport', () => {
  it('R025: carts, horses, mules and wagons carry 4, 4, 6 and 8 cargo slots', () => {
    expect(inventoryOf(hero({ inventory: [CART] })).cargo).toEqual({ used: 0, size: 4 });
    expect(inventoryOf(hero({ inventory: [HORSE] })).cargo).toEqual({ used: 0, size: 4 });
    expect(inventoryOf(hero({ inventory: [MULE] })).cargo).toEqual({ used: 0, size: 6 });
    expect(inventoryOf(hero({ inventory: [WAGON, MULE] })).cargo).toEqual({ used: 0, size: 14 });
  });

  it('R025: cargo takes none of the personal slots, which stay 10; a cart pulled by hand is bulky', () => {
    const pc = hero({ inventory: [MULE, ...gear(10)] });
    const loaded = addItem(pc, { ...PLATE, carry: 'cargo' });
    expect(slotsUsed(loaded.target)).toBe(10);
    expect(inventoryOf(loaded.target)).toMatchObject({ limit: 10, cargo: { used: 2, size: 6 } });
    expect(loaded.events[0]).toMatchObject({ type: 'item-added', slots: 2 });
    expect(armorOf(loaded.target)).toBe(0);
    expect(slotsUsed(hero({ inventory: [CART] }))).toBe(2);
  });

  it('R025: cargo must fit on the transport, and there must be some', () => {
    const error = catchCairnError(() => addItem(hero(), { ...ROPE, carry: 'cargo' }), 'INVENTORY_FULL');
    expect(error.message).toBe('addItem: item "item/rope" does not fit: it takes 1 cargo slot and 0 of 0 cargo slots are used');
    const horse = hero({ inventory: [HORSE, { ...PLATE, carry: 'cargo' }, { ...CHAINMAIL, carry: 'cargo' }] });
    catchCairnError(() => addItem(horse, { ...ROPE, carry: 'cargo' }), 'INVENTORY_FULL');
    const packHorse = hero({ inventory: [HORSE, ...gear(5).map((item) => ({ ...item, carry: 'cargo' as const })).slice(0, 4), ROPE] });
    expect(inventoryOf(packHorse).cargo).toEqual({ used: 4, size: 4 });
    catchCairnError(() => moveItem(packHorse, 'item/rope', 'cargo'), 'INVENTORY_FULL');
  });

  it('R025: loading the mule frees personal slots; a loaded mule cannot be dropped until unloaded', () => {
    const pc = hero({ inventory: [MULE, ...gear(10)] });
    const moved = moveItem(pc, 1, 'cargo');
    expect(slotsUsed(moved.target)).toBe(9);
    expect(types(moved)).toEqual(['item-moved', 'inventory-freed']);
    catchCairnError(() => dropItem(moved.target, 'item/mule'), 'INVENTORY_FULL');
    const unloaded = dropItem(moved.target, 1);
    expect(dropItem(unloaded.target, 'item/mule').target.inventory).toEqual(gear(10).slice(1));
  });
});

describe('a full inventory', () => {
  it('R022, C9: with every slot full, items or Fatigue, HP counts as 0 and the stored HP is kept', () => {
    const pc = hero({ hp: 5, inventory: [...gear(8), FATIGUE_ITEM] });
    const full = addItem(pc, ROPE);
    expect(effectiveHp(full.target)).toBe(0);
    expect(full.target.hp).toEqual({ current: 5, max: 5 });
    expect(types(full)).toEqual(['item-added', 'inventory-filled']);
    expect(full.events[1]).toEqual({ type: 'inventory-filled', slotsUsed: 10, limit: 10 });
  });

  it('R022, C9: zeroWhileFull (default): the stored HP counts again once a slot is freed', () => {
    const full = hero({ hp: 5, inventory: gear(10) });
    const freed = dropItem(full, 0);
    expect(effectiveHp(freed.target)).toBe(5);
    expect(types(freed)).toEqual(['item-dropped', 'inventory-freed']);
  });

  it('R022, C9: zeroUntilRest: filling the last slot sets HP to 0; freeing one keeps it there until a rest', () => {
    const options = { fullInventoryHp: 'zeroUntilRest' } as const;
    const pc = hero({ hp: 5, inventory: gear(9) });
    const full = addItem(pc, ROPE, options);
    expect(full.target.hp).toEqual({ current: 0, max: 5 });
    expect(full.events).toContainEqual({ type: 'score-changed', score: 'hp', part: 'current', from: 5, to: 0, cause: 'full-inventory' });
    const freed = dropItem(full.target, 0, options);
    expect(effectiveHp(freed.target, options)).toBe(0);
    expect(shortRest(full.target, options).blocked).toEqual([{ what: 'hp', reason: 'inventory-full' }]);
    expect(shortRest(freed.target, options).target.hp).toEqual({ current: 5, max: 5 });
  });

  it('R022, C9: zeroUntilRest also zeroes a creature that was built full, as soon as it frees a slot', () => {
    const options = { fullInventoryHp: 'zeroUntilRest' } as const;
    const built = hero({ hp: 5, inventory: gear(10) });
    expect(effectiveHp(built, options)).toBe(0);
    expect(dropItem(built, 0, options).target.hp.current).toBe(0);
  });

  it('R022: under zeroWhileFull a rest restores the stored HP even while full; it counts once a slot is free', () => {
    const full = hero({ hp: { current: 1, max: 5 }, inventory: gear(10) });
    const rested = shortRest(full).target;
    expect(rested.hp.current).toBe(5);
    expect(effectiveHp(rested)).toBe(0);
    expect(effectiveHp(dropItem(rested, 0).target)).toBe(5);
  });

  it('R022: a full inventory of a creature at 0 HP or Panicked reads 0 either way', () => {
    expect(effectiveHp(createCreature({ hp: 4, str: 10, dex: 10, wil: 10, conditions: ['panicked'] }))).toBe(0);
    expect(effectiveHp(hero({ hp: { current: 0, max: 4 } }))).toBe(0);
  });
});

describe('the backpack', () => {
  it('R026: the backpack serves as a sleeping bag only when emptied', () => {
    expect(isBackpackEmpty(hero({ inventory: [ROPE] }))).toBe(false);
    expect(isBackpackEmpty(hero({ inventory: [SWORD, CHAINMAIL, FATIGUE_ITEM] }))).toBe(true);
    expect(isBackpackEmpty(hero({ inventory: [CHALK] }))).toBe(true);
    expect(isBackpackEmpty(hero({ inventory: [CHALK] }), PRESET_1E)).toBe(false);
  });
});

describe('checks', () => {
  it('every inventory function names itself, the argument and the value', () => {
    expect(catchCairnError(() => slotsUsed({} as never), 'BAD_CREATURE').message).toBe(
      'slotsUsed: creature must be a Creature (see createCreature), got an object',
    );
    const broken = { ...hero(), inventory: [{ ...ROPE, carry: 'pocket' }] };
    expect(catchCairnError(() => freeSlots(broken as never), 'BAD_ITEM').message).toBe(
      'freeSlots: creature.inventory[0].carry must be "worn", "held", "stowed" or "cargo", got "pocket"',
    );
    catchCairnError(() => inventoryOf(hero(), { inventorySlot: 3 } as never), 'BAD_OPTION');
    catchCairnError(() => effectiveHp(hero({ inventory: [{ ...FATIGUE_ITEM, slots: 0 }] })), 'BAD_ITEM');
  });
});
