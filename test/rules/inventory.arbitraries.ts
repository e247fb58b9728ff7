// fast-check arbitraries for the inventory, Fatigue and magic properties.
import { fc } from '@fast-check/vitest';
import type { Item } from '../../src/model/item.js';
import type { RulesOptions } from '../../src/model/options.js';

export const carry: fc.Arbitrary<Item['carry']> = fc.constantFrom('worn', 'held', 'stowed', 'cargo') as fc.Arbitrary<Item['carry']>;

/** Any well-formed item but Fatigue. */
export const item: fc.Arbitrary<Item> = fc.oneof(
  fc.record({
    id: fc.constantFrom('item/rope', 'item/sword', 'item/plate', 'item/sack'),
    kind: fc.constantFrom('gear', 'weapon', 'armor', 'container'),
    slots: fc.integer({ min: 0, max: 2 }),
    carry,
  }),
  fc.record({ id: fc.constant('item/coins'), kind: fc.constant('coins'), slots: fc.constant(0), carry, gp: fc.integer({ min: 0, max: 400 }) }),
  fc.record({
    id: fc.constantFrom('item/cart', 'item/mule'),
    kind: fc.constant('transport'),
    slots: fc.integer({ min: 0, max: 2 }),
    carry,
    cargoSlots: fc.constantFrom(4, 6, 8),
  }),
  fc.record({ id: fc.constant('item/spellbook'), kind: fc.constant('spellbook'), slots: fc.integer({ min: 0, max: 1 }), carry, spell: fc.constant('spell/sleep') }),
  fc.record({ id: fc.constant('item/scroll'), kind: fc.constant('scroll'), slots: fc.constant(0), carry, spell: fc.constant('spell/knock') }),
) as fc.Arbitrary<Item>;

/** Rules options that touch the inventory, any combination. */
export const inventoryRules: fc.Arbitrary<Partial<RulesOptions>> = fc.record(
  {
    slotLayout: fc.constantFrom('abstract', 'hands-body-pack'),
    pettyItems: fc.boolean(),
    inventorySlots: fc.integer({ min: 1, max: 12 }),
    fullInventoryHp: fc.constantFrom('zeroWhileFull', 'zeroUntilRest'),
    coinSlots: fc.constantFrom('perHundred', 'none'),
    fatigueWhenFull: fc.constantFrom('dropItem', 'reject'),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Partial<RulesOptions>>;
