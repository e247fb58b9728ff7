// Inventory slots (R017–R025) as far as the damage rules need them: how
// many slots are used, and the HP that counts when they are all full (R022).
import { assertCreature, type Creature } from '../model/creature.js';
import type { Item } from '../model/item.js';
import { resolveRules, type RulesOptions } from '../model/options.js';

/**
 * Slots one item takes from the personal inventory: Fatigue 1 (R021), a
 * bulky item 2, a normal item 1, a petty item 0 (R019; 1 when the
 * `pettyItems` option is off), coins one per full 100 gp with the default
 * `coinSlots: 'perHundred'` (R020), cargo on transport none (R025).
 * @internal
 */
export function slotsOf(item: Item, rules: RulesOptions): number {
  if (item.carry === 'cargo') return 0;
  if (item.kind === 'coins') return rules.coinSlots === 'perHundred' ? Math.floor((item.gp ?? 0) / 100) : 0;
  if (item.slots === 0) return rules.pettyItems ? 0 : 1;
  return item.slots;
}

/**
 * How many of the personal inventory slots are taken, Fatigue included
 * (R017, R019–R021, R025).
 *
 * @throws CairnError `BAD_CREATURE` when `creature` is not a Creature; `BAD_OPTION` for bad options.
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
  assertCreature(creature, 'slotsUsed', 'creature');
  const rules = resolveRules(options, 'slotsUsed');
  let used = 0;
  for (const item of creature.inventory) used += slotsOf(item, rules);
  return used;
}

/**
 * The HP that counts right now: 0 while every personal slot is full (R022,
 * C9) or while Panicked (R100), otherwise the current HP. The stored HP is
 * kept, so it counts again once a slot is freed (`fullInventoryHp:
 * 'zeroWhileFull'`, the default).
 *
 * @throws CairnError `BAD_CREATURE` when `creature` is not a Creature; `BAD_OPTION` for bad options.
 * @example
 * effectiveHp(createCreature({ hp: 4, str: 10, dex: 10, wil: 10 })); // 4
 * @category Inventory
 */
export function effectiveHp(creature: Creature, options?: Partial<RulesOptions>): number {
  assertCreature(creature, 'effectiveHp', 'creature');
  return effectiveHpOf(creature, resolveRules(options, 'effectiveHp'));
}

/** effectiveHp without the checks, for rules that already made them. @internal */
export function effectiveHpOf(creature: Creature, rules: RulesOptions): number {
  if (creature.hp.current === 0) return 0;
  if (creature.conditions.includes('panicked')) return 0;
  if (creature.inventory.length === 0) return creature.hp.current;
  let used = 0;
  for (const item of creature.inventory) used += slotsOf(item, rules);
  return used >= rules.inventorySlots ? 0 : creature.hp.current;
}
