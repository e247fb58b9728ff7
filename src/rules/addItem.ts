// R017–R025: putting items into an inventory, taking them out, and changing
// how they are carried (in hand, worn, in the pack, or as cargo).
import type { Creature } from '../model/creature.js';
import { CairnError, mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import type { Item, ItemCarry } from '../model/item.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { assertCarrier, assertItem, findItem, overfilled, settleFullness, usageOf, type ItemRef, type Usage } from './inventory.js';

/**
 * The result of adding, dropping or moving an item.
 *
 * @example
 * const result: InventoryResult = addItem(pc, { id: 'item/rope', kind: 'gear', slots: 1, carry: 'stowed' });
 * result.index; // where the rope is now
 * @category Inventory
 */
export interface InventoryResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** The item: as added or moved, or as it was when dropped. */
  readonly item: Item;
  /** Its index: in the new inventory (added, moved), or the index it had (dropped). */
  readonly index: number;
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

/** Slots that changed in the pool an item belongs to: cargo or personal. */
function slotDelta(before: Usage, after: Usage, carry: ItemCarry): number {
  return Math.abs(carry === 'cargo' ? after.cargo - before.cargo : after.used - before.used);
}

/** @internal */
export function doesNotFit(fn: string, argument: string, item: Item, need: number, why: string): CairnError {
  const where = item.carry === 'cargo' ? 'cargo ' : '';
  return new CairnError(
    'INVENTORY_FULL',
    fn,
    argument,
    `${fn}: ${argument} ${JSON.stringify(item.id)} does not fit: it takes ${need} ${where}slot${need === 1 ? '' : 's'} and ${why}`,
  );
}

/**
 * Puts an item into the inventory (R017): a character can never carry
 * more than its 10 slots (or `inventorySlots`), so an item that does not
 * fit is refused with `INVENTORY_FULL`. A normal item takes 1 slot, a bulky
 * one 2 and a petty one none, so petty items always fit (R019; with
 * `pettyItems: false` they take 1). Coins take one slot per full 100 gp
 * (R020, `coinSlots`). An item with `carry: 'cargo'` rides on a cart,
 * horse, mule or wagon and must fit in their cargo slots instead (R025).
 * With `slotLayout: 'hands-body-pack'` (C8) held items use the two hands,
 * worn items the two body slots and stowed items the six-slot pack.
 * Filling the last slot makes HP count as 0 (R022, C9). Add Fatigue with
 * {@link addFatigue}, not here.
 *
 * @throws CairnError `INVENTORY_FULL` when the item does not fit, `BAD_ITEM` for a malformed item or Fatigue,
 * `BAD_CREATURE`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10 });
 * const { target } = addItem(pc, { id: 'item/plate', kind: 'armor', slots: 2, carry: 'worn', armor: 3, armorWhen: 'worn' });
 * slotsUsed(target); // 2
 * @category Inventory
 */
export function addItem<T extends Creature>(target: T, item: Item, options?: Partial<RulesOptions>): InventoryResult<T> {
  const fn = 'addItem';
  assertCarrier(target, fn, 'target');
  assertItem(item, fn, 'item');
  if (item.kind === 'fatigue') {
    throw mustBe('BAD_ITEM', fn, 'item.kind', 'anything but "fatigue" (add Fatigue with addFatigue, R023)', item.kind);
  }
  const rules = resolveRules(options, fn);
  const inventory = [...target.inventory, item];
  const before = usageOf(target.inventory, rules);
  const after = usageOf(inventory, rules);
  const slots = slotDelta(before, after, item.carry);
  const over = overfilled(before, after, rules);
  if (over !== null) throw doesNotFit(fn, 'item', item, slots, over);
  const index = inventory.length - 1;
  const events: RulesEvent[] = [{ type: 'item-added', index, item, slots }];
  const next = settleFullness(target, { ...target, inventory }, rules, events);
  return { target: next, item, index, events };
}

/**
 * Takes an item out of the inventory: dropped, destroyed, given away
 * (R023: dropping a bulky item frees 2 slots). Freeing a slot of a full
 * inventory lets the stored HP count again (R022, C9 default); with
 * `fullInventoryHp: 'zeroUntilRest'` HP stays 0 until the next rest.
 * Fatigue cannot be dropped: rest clears it (R080). A cart, horse, mule or
 * wagon cannot be dropped while the cargo left would not fit on the
 * transport that remains: unload it first (D-INV-4).
 *
 * @param which - the item's index, or its id (the first item with that id)
 * @throws CairnError `BAD_ARGUMENT` when `which` names no item, `NOT_APPLICABLE` for Fatigue,
 * `INVENTORY_FULL` for loaded transport, `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [{ id: 'item/rope', kind: 'gear', slots: 1, carry: 'stowed' }],
 * });
 * dropItem(pc, 'item/rope').target.inventory; // []
 * @category Inventory
 */
export function dropItem<T extends Creature>(target: T, which: ItemRef, options?: Partial<RulesOptions>): InventoryResult<T> {
  const fn = 'dropItem';
  assertCarrier(target, fn, 'target');
  const rules = resolveRules(options, fn);
  const index = findItem(target, which, fn);
  const item = target.inventory[index] as Item;
  if (item.kind === 'fatigue') {
    throw mustBe('NOT_APPLICABLE', fn, 'which', 'an item, not Fatigue (Fatigue is cleared by rest, R080)', which);
  }
  const events: RulesEvent[] = [];
  const next = removeItem(target, index, rules, fn, events);
  return { target: next, item, index, events };
}

/**
 * Removes the item at `index`, reporting it dropped (or used up), and settles
 * the full-inventory rule. Refuses to strand cargo.
 * @internal
 */
export function removeItem<T extends Creature>(
  target: T,
  index: number,
  rules: RulesOptions,
  fn: string,
  events: RulesEvent[],
  how: 'item-dropped' | 'item-used-up' = 'item-dropped',
): T {
  const item = target.inventory[index] as Item;
  const inventory = target.inventory.filter((_, i) => i !== index);
  const before = usageOf(target.inventory, rules);
  const after = usageOf(inventory, rules);
  if (after.cargoSize < before.cargoSize && after.cargo > after.cargoSize) {
    throw new CairnError(
      'INVENTORY_FULL',
      fn,
      'which',
      `${fn}: which ${JSON.stringify(item.id)} carries cargo: ${after.cargo} cargo slots would be left on ${after.cargoSize} (unload or drop cargo first, R025)`,
    );
  }
  if (how === 'item-dropped') events.push({ type: 'item-dropped', index, item, slots: slotDelta(before, after, item.carry) });
  else events.push({ type: 'item-used-up', index, item });
  return settleFullness(target, { ...target, inventory }, rules, events);
}

/**
 * Changes how an item is carried: taken in hand, worn, stowed in the pack,
 * or loaded as cargo on a cart, horse, mule or wagon (R025, C8). Armor
 * counts only while worn or held as its `armorWhen` says (R027); a
 * spellbook must be in hand to be read (R082). The item must fit where it
 * goes: cargo space for cargo, a personal slot when unloaded, and with
 * `slotLayout: 'hands-body-pack'` the two hands, two body slots or six
 * pack slots. Fatigue always stays in a personal slot.
 *
 * @param which - the item's index, or its id
 * @param carry - `'held'`, `'worn'`, `'stowed'` or `'cargo'`
 * @throws CairnError `INVENTORY_FULL` when it does not fit there, `BAD_ARGUMENT` for a bad `which` or
 * `carry`, `NOT_APPLICABLE` for Fatigue as cargo, `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [{ id: 'item/spellbook', kind: 'spellbook', slots: 1, carry: 'stowed', spell: 'spell/sleep' }],
 * });
 * moveItem(pc, 0, 'held', PRESET_1E).item.carry; // 'held'
 * @category Inventory
 */
export function moveItem<T extends Creature>(
  target: T,
  which: ItemRef,
  carry: ItemCarry,
  options?: Partial<RulesOptions>,
): InventoryResult<T> {
  const fn = 'moveItem';
  assertCarrier(target, fn, 'target');
  const rules = resolveRules(options, fn);
  const index = findItem(target, which, fn);
  if (carry !== 'worn' && carry !== 'held' && carry !== 'stowed' && carry !== 'cargo') {
    throw mustBe('BAD_ARGUMENT', fn, 'carry', '"worn", "held", "stowed" or "cargo"', carry);
  }
  const item = target.inventory[index] as Item;
  if (item.kind === 'fatigue' && carry === 'cargo') {
    throw mustBe('NOT_APPLICABLE', fn, 'carry', 'a personal slot for Fatigue (R021)', carry);
  }
  if (item.carry === carry) return { target, item, index, events: [] };
  const moved: Item = { ...item, carry };
  const inventory = target.inventory.map((entry, i) => (i === index ? moved : entry));
  const before = usageOf(target.inventory, rules);
  const after = usageOf(inventory, rules);
  const over = overfilled(before, after, rules);
  if (over !== null) throw doesNotFit(fn, 'which', moved, slotDelta(usageOf([], rules), usageOf([moved], rules), carry), over);
  const events: RulesEvent[] = [{ type: 'item-moved', index, id: item.id, from: item.carry, to: carry }];
  const next = settleFullness(target, { ...target, inventory }, rules, events);
  return { target: next, item: moved, index, events };
}
