// Items and creatures for the inventory, Fatigue, rest and magic tests.
import { createCreature, type Creature, type CreatureSpec } from '../../src/model/creature.js';
import type { Item } from '../../src/model/item.js';

/** A PC with 6 HP and 10 in every attribute, unless the spec says otherwise. */
export function hero(spec: Partial<CreatureSpec> = {}): Creature {
  return createCreature({ kind: 'pc', name: 'Hero', hp: 6, str: 10, dex: 10, wil: 10, ...spec });
}

/** `count` one-slot items in the pack. */
export function gear(count: number): Item[] {
  return Array.from({ length: count }, (_, i) => ({ id: `item/gear-${i}`, kind: 'gear', slots: 1, carry: 'stowed' }) as const);
}

/** `count` Fatigue. */
export function fatigue(count: number): Item[] {
  return Array.from({ length: count }, () => FATIGUE_ITEM);
}

export const FATIGUE_ITEM: Item = { id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' };
export const ROPE: Item = { id: 'item/rope', kind: 'gear', slots: 1, carry: 'stowed' };
export const TORCH: Item = { id: 'item/torch', kind: 'gear', slots: 1, carry: 'held', uses: { kind: 'uses', current: 3, max: 3 } };
export const CHALK: Item = { id: 'item/chalk', kind: 'gear', slots: 0, carry: 'stowed' };
export const HALBERD: Item = { id: 'item/halberd', kind: 'weapon', slots: 2, carry: 'held', damage: 'd10' };
export const SWORD: Item = { id: 'item/sword', kind: 'weapon', slots: 1, carry: 'held', damage: 'd8' };
export const DAGGER: Item = { id: 'item/dagger', kind: 'weapon', slots: 1, carry: 'held', damage: 'd6' };
export const PLATE: Item = { id: 'item/plate', kind: 'armor', slots: 2, carry: 'worn', armor: 3, armorWhen: 'worn' };
export const CHAINMAIL: Item = { id: 'item/chainmail', kind: 'armor', slots: 2, carry: 'worn', armor: 2, armorWhen: 'worn' };
export const SHIELD: Item = { id: 'item/shield', kind: 'armor', slots: 1, carry: 'held', armor: 1, armorWhen: 'held' };
export const HELMET: Item = { id: 'item/helmet', kind: 'armor', slots: 1, carry: 'worn', armor: 1, armorWhen: 'worn' };
export const BANDAGES: Item = { id: 'item/bandages', kind: 'gear', slots: 1, carry: 'stowed', uses: { kind: 'uses', current: 3, max: 3 } };

export const SLEEP_BOOK: Item = { id: 'item/spellbook', kind: 'spellbook', slots: 1, carry: 'stowed', spell: 'spell/sleep' };
export const KNOCK_SCROLL: Item = {
  id: 'item/scroll',
  kind: 'scroll',
  slots: 0,
  carry: 'stowed',
  spell: 'spell/knock',
  uses: { kind: 'uses', current: 1, max: 1 },
};

// R025: transport and the cargo slots it adds.
export const CART: Item = { id: 'item/cart', kind: 'transport', slots: 2, carry: 'held', cargoSlots: 4 };
export const HORSE: Item = { id: 'item/horse', kind: 'transport', slots: 0, carry: 'cargo', cargoSlots: 4 };
export const MULE: Item = { id: 'item/mule', kind: 'transport', slots: 0, carry: 'cargo', cargoSlots: 6 };
export const WAGON: Item = { id: 'item/wagon', kind: 'transport', slots: 0, carry: 'cargo', cargoSlots: 8 };

export const coins = (gp: number, carry: Item['carry'] = 'stowed'): Item => ({ id: 'item/coins', kind: 'coins', slots: 0, carry, gp });

// R087: the 1e SRD's relic examples, built as literals (the relic tables ship elsewhere).
export const HONEYCLASP: Item = {
  id: 'relic/honeyclasp',
  kind: 'relic',
  slots: 0,
  carry: 'worn',
  uses: { kind: 'charges', current: 3, max: 3 },
  recharge: { code: 'royal-jelly', textId: 'recharge/honeyclasp' },
};
export const FALCONERS_FRIEND: Item = {
  id: 'relic/falconers-friend',
  kind: 'relic',
  slots: 1,
  carry: 'stowed',
  spell: 'spell/haste',
  uses: { kind: 'charges', current: 1, max: 1 },
  recharge: { code: 'fired-and-recovered', textId: 'recharge/falconers-friend' },
};
export const STAFF_OF_SILENCE: Item = {
  id: 'relic/staff-of-silence',
  kind: 'relic',
  slots: 1,
  carry: 'held',
  uses: { kind: 'charges', current: 1, max: 1 },
  recharge: { code: 'full-moon', textId: 'recharge/staff-of-silence' },
};
export const LEYCAP: Item = { id: 'relic/leycap', kind: 'relic', slots: 1, carry: 'stowed', uses: { kind: 'uses', current: 1, max: 1 } };

/** The event types in order, for compact assertions. */
export const types = (result: { readonly events: readonly { readonly type: string }[] }): string[] => result.events.map((event) => event.type);
