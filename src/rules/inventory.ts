// Inventory slots (R017–R026): what each item takes, the ten personal slots
// (or 1e's hands, body and pack), cargo on transport, coins, and the HP that
// counts while every slot is full (R022, C9). Adding, dropping and moving
// items is in addItem.ts; coins in coins.ts; Fatigue in fatigue.ts.
import { readDice } from '../dice/notation.js';
import { CONDITIONS, assertCreature, type Creature } from '../model/creature.js';
import { CairnError, mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import type { Item, ItemCarry, ItemKind } from '../model/item.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import type { PendingEffect } from '../model/scar.js';
import { withScore } from './change.js';

const ITEM_KINDS: readonly ItemKind[] = [
  'gear',
  'weapon',
  'armor',
  'spellbook',
  'scroll',
  'relic',
  'fatigue',
  'coins',
  'container',
  'transport',
];
const CARRIES: readonly ItemCarry[] = ['worn', 'held', 'stowed', 'cargo'];
const MAX_ITEM_SLOTS = 100;
const MAX_USES = 1000;
const MAX_GP = 1_000_000_000;

/**
 * Which item: its index in the inventory, or an id (the first item with
 * that id, in inventory order). D-INV-13.
 *
 * @example
 * const byIndex: ItemRef = 2;
 * const byId: ItemRef = 'relic/honeyclasp';
 * @category Inventory
 */
export type ItemRef = number | string;

function isInt(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Checks one item thoroughly (D-INV-17): a known kind and carry, slots 0 to
 * 100, armor 0 to 3, damage in Cairn notation, uses `{ kind, current, max }`
 * with `0 <= current <= max`, a recharge `{ code, textId }`, cargo slots on
 * transport only, a spell on spellbooks and scrolls, gp on coins. Fatigue
 * takes exactly one slot and is never cargo (R021).
 * @internal
 */
export function assertItem(value: unknown, fn: string, argument: string): asserts value is Item {
  const item = value as Partial<Record<keyof Item, unknown>> | null;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    throw mustBe('BAD_ITEM', fn, argument, 'an item { id, kind, slots, carry }', value);
  }
  const bad = (field: string, expectation: string, got: unknown): CairnError =>
    mustBe('BAD_ITEM', fn, `${argument}.${field}`, expectation, got);
  if (!isText(item.id)) throw bad('id', 'a non-empty string', item.id);
  if (!ITEM_KINDS.includes(item.kind as ItemKind)) throw bad('kind', `one of ${ITEM_KINDS.join(', ')}`, item.kind);
  if (!isInt(item.slots, 0, MAX_ITEM_SLOTS)) throw bad('slots', `an integer from 0 to ${MAX_ITEM_SLOTS}`, item.slots);
  if (!CARRIES.includes(item.carry as ItemCarry)) throw bad('carry', '"worn", "held", "stowed" or "cargo"', item.carry);
  if (item.armor !== undefined && !isInt(item.armor, 0, 3)) throw bad('armor', 'an integer from 0 to 3', item.armor);
  if (item.armorWhen !== undefined && item.armorWhen !== 'worn' && item.armorWhen !== 'held') {
    throw bad('armorWhen', '"worn" or "held"', item.armorWhen);
  }
  if (item.damage !== undefined && (typeof item.damage !== 'string' || readDice(item.damage) === undefined)) {
    throw bad('damage', 'Cairn dice notation such as "d8" or "d6+d6"', item.damage);
  }
  if (item.uses !== undefined) {
    const uses = item.uses as Partial<Record<'kind' | 'current' | 'max', unknown>> | null;
    if (
      typeof uses !== 'object' ||
      uses === null ||
      (uses.kind !== 'uses' && uses.kind !== 'charges') ||
      !isInt(uses.max, 1, MAX_USES) ||
      !isInt(uses.current, 0, uses.max)
    ) {
      throw bad('uses', `{ kind: "uses" | "charges", current, max } with 0 <= current <= max <= ${MAX_USES}`, item.uses);
    }
  }
  if (item.recharge !== undefined) {
    const recharge = item.recharge as Partial<Record<'code' | 'textId', unknown>> | null;
    if (typeof recharge !== 'object' || recharge === null || !isText(recharge.code) || !isText(recharge.textId)) {
      throw bad('recharge', '{ code, textId } strings', item.recharge);
    }
  }
  if (item.cargoSlots !== undefined) {
    if (!isInt(item.cargoSlots, 0, MAX_ITEM_SLOTS)) throw bad('cargoSlots', `an integer from 0 to ${MAX_ITEM_SLOTS}`, item.cargoSlots);
    if (item.kind !== 'transport') throw bad('cargoSlots', 'absent on anything but transport (R025)', item.cargoSlots);
  }
  if (item.spell !== undefined ? !isText(item.spell) : item.kind === 'spellbook' || item.kind === 'scroll') {
    throw bad('spell', 'a spell id such as "spell/sleep" (spellbooks and scrolls hold one, R081)', item.spell);
  }
  if (item.gp !== undefined ? !isInt(item.gp, 0, MAX_GP) : item.kind === 'coins') {
    throw bad('gp', `an integer from 0 to ${MAX_GP} (coins need their worth)`, item.gp);
  }
  if (item.label !== undefined && typeof item.label !== 'string') throw bad('label', 'a string', item.label);
  if (item.kind === 'fatigue') {
    if (item.slots !== 1) throw bad('slots', '1 for Fatigue (R021)', item.slots);
    if (item.carry === 'cargo') throw bad('carry', 'a personal slot for Fatigue, never cargo (R021)', item.carry);
  }
}

/**
 * Checks a creature, and the entries of its `conditions` and `pending`
 * that the rest, deprivation and magic rules read.
 * @internal
 */
export function assertSound(value: unknown, fn: string, argument: string): asserts value is Creature {
  assertCreature(value, fn, argument);
  value.conditions.forEach((condition, i) => {
    if (!CONDITIONS.includes(condition)) throw mustBe('BAD_CREATURE', fn, `${argument}.conditions[${i}]`, 'a known condition', condition);
  });
  value.pending.forEach((effect: Partial<PendingEffect> | null, i) => {
    if (typeof effect !== 'object' || effect === null || typeof effect.id !== 'string' || typeof effect.until !== 'string') {
      throw mustBe('BAD_CREATURE', fn, `${argument}.pending[${i}]`, 'a pending effect { id, row, until, then }', effect);
    }
  });
}

/** Checks a creature (as {@link assertSound}) and every item it carries. @internal */
export function assertCarrier(value: unknown, fn: string, argument: string): asserts value is Creature {
  assertSound(value, fn, argument);
  const inventory = value.inventory;
  for (let i = 0; i < inventory.length; i++) assertItem(inventory[i], fn, `${argument}.inventory[${i}]`);
}

/**
 * Finds an item by index or id (D-INV-13); `alsoMatches` lets a caller accept
 * other strings too (a spell id for castSpell).
 * @internal
 */
export function findItem(
  creature: Creature,
  which: unknown,
  fn: string,
  argument = 'which',
  alsoMatches?: (item: Item, which: string) => boolean,
): number {
  const count = creature.inventory.length;
  if (typeof which === 'number') {
    if (isInt(which, 0, count - 1)) return which;
  } else if (typeof which === 'string') {
    let index = creature.inventory.findIndex((item) => item.id === which);
    if (index === -1 && alsoMatches !== undefined) index = creature.inventory.findIndex((item) => alsoMatches(item, which));
    if (index !== -1) return index;
  }
  const range = count === 0 ? 'an item, but the inventory is empty' : `an index from 0 to ${count - 1} or the id of an item carried`;
  throw mustBe('BAD_ARGUMENT', fn, argument, range, which);
}

/**
 * Slots one item takes from the personal inventory (D-INV-1): Fatigue always
 * 1 (R021); a bulky item 2 and a normal item 1 (R019); a petty item 0, or 1
 * when the `pettyItems` option is off, except scrolls, which take no slot in
 * any edition (C10); cargo on transport none (R025). Coins are counted
 * together by {@link usageOf} (R020).
 * @internal
 */
export function slotsOf(item: Item, rules: RulesOptions): number {
  if (item.kind === 'fatigue') return 1;
  if (item.carry === 'cargo') return 0;
  if (item.kind === 'coins') return rules.coinSlots === 'perHundred' ? Math.floor((item.gp ?? 0) / 100) : 0;
  return bareSlots(item, rules);
}

/** An item's slots wherever it is: petty items per the option, scrolls 0. */
function bareSlots(item: Item, rules: RulesOptions): number {
  if (item.slots === 0) return rules.pettyItems || item.kind === 'scroll' ? 0 : 1;
  return item.slots;
}

const coinSlots = (gp: number, rules: RulesOptions): number => (rules.coinSlots === 'perHundred' ? Math.floor(gp / 100) : 0);

/** How the slots of an inventory are taken. @internal */
export interface Usage {
  /** Personal slots used (hands, body and pack together). */
  used: number;
  /** Personal slots used by what is held, worn and stowed. */
  held: number;
  worn: number;
  stowed: number;
  /** Cargo slots used, and cargo slots carried by transport. */
  cargo: number;
  cargoSize: number;
  /** Fatigue carried. */
  fatigue: number;
  /** Gold pieces carried, cargo included. */
  gp: number;
}

/**
 * Counts an inventory (R017–R021, R025). Coins carried the same way are
 * counted together, one slot per full 100 gp (R020, D-INV-2); transport
 * riding as cargo takes no cargo slot.
 * @internal
 */
export function usageOf(inventory: readonly Item[], rules: RulesOptions): Usage {
  const usage: Usage = { used: 0, held: 0, worn: 0, stowed: 0, cargo: 0, cargoSize: 0, fatigue: 0, gp: 0 };
  let gpHeld = 0;
  let gpWorn = 0;
  let gpStowed = 0;
  let gpCargo = 0;
  for (let i = 0; i < inventory.length; i++) {
    const item = inventory[i] as Item;
    if (item.kind === 'transport') usage.cargoSize += item.cargoSlots ?? 0;
    if (item.kind === 'coins') {
      const gp = item.gp ?? 0;
      usage.gp += gp;
      if (item.carry === 'held') gpHeld += gp;
      else if (item.carry === 'worn') gpWorn += gp;
      else if (item.carry === 'stowed') gpStowed += gp;
      else gpCargo += gp;
      continue;
    }
    if (item.kind === 'fatigue') {
      // R021: one personal slot, wherever it claims to be.
      usage.fatigue++;
      usage[item.carry === 'cargo' ? 'stowed' : item.carry]++;
      continue;
    }
    if (item.carry === 'cargo') {
      if (item.kind !== 'transport') usage.cargo += bareSlots(item, rules);
      continue;
    }
    usage[item.carry] += bareSlots(item, rules);
  }
  usage.held += coinSlots(gpHeld, rules);
  usage.worn += coinSlots(gpWorn, rules);
  usage.stowed += coinSlots(gpStowed, rules);
  usage.cargo += coinSlots(gpCargo, rules);
  usage.used = usage.held + usage.worn + usage.stowed;
  return usage;
}

/**
 * The three places of 1e's layout (C8, D-INV-3): two hands, two body slots
 * (belt, chest or head), and a pack with the rest (six of ten).
 * @internal
 */
export function regionSizes(limit: number): { readonly held: number; readonly worn: number; readonly stowed: number } {
  const held = Math.min(2, limit);
  const worn = Math.min(2, limit - held);
  return { held, worn, stowed: limit - held - worn };
}

/**
 * What a change to the inventory overfilled, or null: the personal limit,
 * a place of the hands/body/pack layout, or the cargo space. Only a pool
 * that grows past its size counts, so an inventory that was already over
 * (built that way) may still shrink.
 * @internal
 */
export function overfilled(before: Usage, after: Usage, rules: RulesOptions): string | null {
  const limit = rules.inventorySlots;
  if (after.used > limit && after.used > before.used) return `${before.used} of ${limit} slots are used`;
  if (rules.slotLayout === 'hands-body-pack') {
    const sizes = regionSizes(limit);
    for (const place of ['held', 'worn', 'stowed'] as const) {
      if (after[place] > sizes[place] && after[place] > before[place]) {
        return `${before[place]} of the ${sizes[place]} ${PLACE_NAMES[place]} slots are used`;
      }
    }
  }
  if (after.cargo > after.cargoSize && after.cargo > before.cargo) {
    return `${before.cargo} of ${before.cargoSize} cargo slots are used`;
  }
  return null;
}

const PLACE_NAMES = { held: 'hand', worn: 'body', stowed: 'pack' } as const;

/**
 * Reports the inventory becoming full or free again (R022, C9) and, with
 * `fullInventoryHp: 'zeroUntilRest'`, sets the stored HP to 0 in both cases:
 * it stays 0 until a rest restores it (D-INV-5).
 * @internal
 */
export function settleFullness<T extends Creature>(before: Creature, after: T, rules: RulesOptions, events: RulesEvent[]): T {
  const limit = rules.inventorySlots;
  const usedBefore = usageOf(before.inventory, rules).used;
  const usedAfter = usageOf(after.inventory, rules).used;
  const fullBefore = usedBefore >= limit;
  const fullAfter = usedAfter >= limit;
  if (fullBefore === fullAfter) return after;
  events.push({ type: fullAfter ? 'inventory-filled' : 'inventory-freed', slotsUsed: usedAfter, limit });
  if (rules.fullInventoryHp === 'zeroUntilRest' && after.hp.current > 0) {
    return withScore(after, 'hp', { current: 0, max: after.hp.max }, 'full-inventory', events);
  }
  return after;
}

/**
 * How many of the personal inventory slots are taken, Fatigue included
 * (R017, R019–R021, R025): bulky items 2, petty items 0, Fatigue 1, coins
 * one per full 100 gp, cargo on transport none.
 *
 * @throws CairnError `BAD_CREATURE` when `creature` is not a Creature, `BAD_ITEM` for a malformed item, `BAD_OPTION` for bad options.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [
 *     { id: 'item/chainmail', kind: 'armor', slots: 2, carry: 'worn', armor: 2, armorWhen: 'worn' },
 *     { id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' },
 *   ],
 * });
 * slotsUsed(pc); // 3
 * @category Inventory
 */
export function slotsUsed(creature: Creature, options?: Partial<RulesOptions>): number {
  assertCarrier(creature, 'slotsUsed', 'creature');
  return usageOf(creature.inventory, resolveRules(options, 'slotsUsed')).used;
}

/**
 * How many personal slots are free (R017): the limit (10, or the
 * `inventorySlots` option) less {@link slotsUsed}, never below 0.
 *
 * @throws CairnError `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * freeSlots(createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10 })); // 10
 * @category Inventory
 */
export function freeSlots(creature: Creature, options?: Partial<RulesOptions>): number {
  assertCarrier(creature, 'freeSlots', 'creature');
  const rules = resolveRules(options, 'freeSlots');
  const free = rules.inventorySlots - usageOf(creature.inventory, rules).used;
  return free > 0 ? free : 0;
}

/**
 * The HP that counts right now: 0 while every personal slot is full (R022,
 * C9) or while Panicked (R100), otherwise the current HP. With the default
 * `fullInventoryHp: 'zeroWhileFull'` the stored HP is kept and counts again
 * once a slot is freed; with `'zeroUntilRest'` the functions that fill or
 * free the inventory set the stored HP to 0, and only a rest restores it.
 *
 * @throws CairnError `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * effectiveHp(createCreature({ hp: 4, str: 10, dex: 10, wil: 10 })); // 4
 * @category Inventory
 */
export function effectiveHp(creature: Creature, options?: Partial<RulesOptions>): number {
  assertCarrier(creature, 'effectiveHp', 'creature');
  return effectiveHpOf(creature, resolveRules(options, 'effectiveHp'));
}

/** effectiveHp without the checks, for rules that already made them. @internal */
export function effectiveHpOf(creature: Creature, rules: RulesOptions): number {
  if (creature.hp.current === 0) return 0;
  if (creature.conditions.includes('panicked')) return 0;
  if (creature.inventory.length === 0) return creature.hp.current;
  return personalSlots(creature.inventory, rules) >= rules.inventorySlots ? 0 : creature.hp.current;
}

/** The `used` of {@link usageOf} without allocating, for the damage hot path. */
function personalSlots(inventory: readonly Item[], rules: RulesOptions): number {
  let used = 0;
  let gpHeld = 0;
  let gpWorn = 0;
  let gpStowed = 0;
  for (let i = 0; i < inventory.length; i++) {
    const item = inventory[i] as Item;
    if (item.kind === 'coins') {
      if (item.carry === 'held') gpHeld += item.gp ?? 0;
      else if (item.carry === 'worn') gpWorn += item.gp ?? 0;
      else if (item.carry === 'stowed') gpStowed += item.gp ?? 0;
    } else if (item.kind === 'fatigue') used++;
    else if (item.carry !== 'cargo') used += bareSlots(item, rules);
  }
  return used + coinSlots(gpHeld, rules) + coinSlots(gpWorn, rules) + coinSlots(gpStowed, rules);
}

/**
 * Slots used out of slots available, for one place.
 *
 * @example
 * const hands: SlotCount = { used: 1, size: 2 };
 * @category Inventory
 */
export interface SlotCount {
  /** Slots taken. */
  readonly used: number;
  /** Slots there are. */
  readonly size: number;
}

/**
 * The three places of the hands/body/pack layout (C8).
 *
 * @example
 * const regions: InventoryRegions = { hands: { used: 2, size: 2 }, body: { used: 2, size: 2 }, pack: { used: 3, size: 6 } };
 * @category Inventory
 */
export interface InventoryRegions {
  /** What is held (`carry: 'held'`): one slot per hand. */
  readonly hands: SlotCount;
  /** What is worn (`carry: 'worn'`): belt, chest or head. */
  readonly body: SlotCount;
  /** What is stowed (`carry: 'stowed'`), Fatigue included. */
  readonly pack: SlotCount;
}

/**
 * Everything about a creature's slots at once, for a character sheet.
 *
 * @example
 * const summary: InventorySummary = inventoryOf(pc);
 * summary.free; // 7
 * @category Inventory
 */
export interface InventorySummary {
  /** Personal slots in all (10 by default, R017). */
  readonly limit: number;
  /** Personal slots taken, Fatigue included. */
  readonly used: number;
  /** Personal slots free, never below 0. */
  readonly free: number;
  /** Every personal slot is taken: HP counts as 0 (R022). */
  readonly full: boolean;
  /** Fatigue carried (R021). */
  readonly fatigue: number;
  /** The hands/body/pack places with `slotLayout: 'hands-body-pack'`, otherwise `null`. */
  readonly regions: InventoryRegions | null;
  /** Cargo on carts, horses, mules and wagons (R025): used and available. */
  readonly cargo: SlotCount;
  /** Gold pieces carried, cargo included (R020). */
  readonly gp: number;
}

/**
 * A summary of a creature's inventory (R017–R025): slots used and free,
 * whether it is full, Fatigue, the hands/body/pack places in that layout,
 * cargo space on transport, and gold carried.
 *
 * @throws CairnError `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [{ id: 'item/mule', kind: 'transport', slots: 0, carry: 'cargo', cargoSlots: 6 }],
 * });
 * inventoryOf(pc).cargo; // { used: 0, size: 6 }
 * inventoryOf(pc, PRESET_1E).regions?.pack; // { used: 0, size: 6 }
 * @category Inventory
 */
export function inventoryOf(creature: Creature, options?: Partial<RulesOptions>): InventorySummary {
  assertCarrier(creature, 'inventoryOf', 'creature');
  const rules = resolveRules(options, 'inventoryOf');
  const usage = usageOf(creature.inventory, rules);
  const limit = rules.inventorySlots;
  let regions: InventoryRegions | null = null;
  if (rules.slotLayout === 'hands-body-pack') {
    const sizes = regionSizes(limit);
    regions = {
      hands: { used: usage.held, size: sizes.held },
      body: { used: usage.worn, size: sizes.worn },
      pack: { used: usage.stowed, size: sizes.stowed },
    };
  }
  return {
    limit,
    used: usage.used,
    free: Math.max(0, limit - usage.used),
    full: usage.used >= limit,
    fatigue: usage.fatigue,
    regions,
    cargo: { used: usage.cargo, size: usage.cargoSize },
    gp: usage.gp,
  };
}

/**
 * Whether the backpack is empty, so that it can serve as an emergency
 * sleeping bag (R026, 1e): nothing is stowed but Fatigue (which is not a
 * thing in the pack) and petty items that take no slot.
 *
 * @throws CairnError `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [{ id: 'item/rope', kind: 'gear', slots: 1, carry: 'stowed' }],
 * });
 * isBackpackEmpty(pc); // false
 * @category Inventory
 */
export function isBackpackEmpty(creature: Creature, options?: Partial<RulesOptions>): boolean {
  assertCarrier(creature, 'isBackpackEmpty', 'creature');
  const rules = resolveRules(options, 'isBackpackEmpty');
  const stowed = creature.inventory.filter((item) => item.carry === 'stowed' && item.kind !== 'fatigue');
  return usageOf(stowed, rules).stowed === 0;
}
