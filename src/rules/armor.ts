// R027: armor from every source worn or held, summed and capped at 3.
import { assertCreature, type Creature } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { Item } from '../model/item.js';

/**
 * No PC, NPC or monster ever has more than 3 armor (R027).
 *
 * @example
 * MAX_ARMOR; // 3
 * @category Armor
 */
export const MAX_ARMOR = 3;

/**
 * Sums armor pieces and caps the total at 3 (R027): plate (3), a shield
 * (+1) and a helmet (+1) still give 3.
 *
 * @param pieces - the armor value of each piece, non-negative integers
 * @throws CairnError `BAD_ARGUMENT` for anything but an array of non-negative integers.
 * @example
 * totalArmor([3, 1, 1]); // 3
 * totalArmor([1, 1]); // 2
 * @category Armor
 */
export function totalArmor(pieces: readonly number[]): number {
  if (!Array.isArray(pieces)) throw mustBe('BAD_ARGUMENT', 'totalArmor', 'pieces', 'an array of armor values', pieces);
  let sum = 0;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    if (typeof piece !== 'number' || !Number.isInteger(piece) || piece < 0 || piece > MAX_ARMOR) {
      throw mustBe('BAD_ARGUMENT', 'totalArmor', `pieces[${i}]`, `an integer from 0 to ${MAX_ARMOR}`, piece);
    }
    sum += piece;
  }
  return sum < MAX_ARMOR ? sum : MAX_ARMOR;
}

/**
 * Whether an item gives its armor right now: it has armor and is carried
 * the way it must be (a shield held, a helmet or mail worn). Stowed items,
 * cargo on a cart or mule, and armor carried the wrong way give none.
 *
 * @example
 * givesArmor({ id: 'item/shield', kind: 'armor', slots: 1, carry: 'held', armor: 1, armorWhen: 'held' }); // true
 * givesArmor({ id: 'item/plate', kind: 'armor', slots: 2, carry: 'stowed', armor: 3, armorWhen: 'worn' }); // false
 * @category Armor
 */
export function givesArmor(item: Item): boolean {
  if (typeof item !== 'object' || item === null) return false;
  if (typeof item.armor !== 'number' || item.armor <= 0) return false;
  const when = item.armorWhen ?? 'worn';
  return item.carry === when;
}

/**
 * A creature's armor (R027): its natural or stat-block armor plus every
 * item that {@link givesArmor} (worn or held, not stowed), capped at 3.
 *
 * @throws CairnError `BAD_CREATURE` when `creature` is not a Creature, `BAD_ARGUMENT` for an item with impossible armor.
 * @example
 * const knight = createCreature({
 *   kind: 'pc', hp: 4, str: 12, dex: 10, wil: 10,
 *   inventory: [
 *     { id: 'item/plate', kind: 'armor', slots: 2, carry: 'worn', armor: 3, armorWhen: 'worn' },
 *     { id: 'item/shield', kind: 'armor', slots: 1, carry: 'held', armor: 1, armorWhen: 'held' },
 *   ],
 * });
 * armorOf(knight); // 3
 * @category Armor
 */
export function armorOf(creature: Creature): number {
  assertCreature(creature, 'armorOf', 'creature');
  return armorOfChecked(creature);
}

/** armorOf for a creature already checked. @internal */
export function armorOfChecked(creature: Creature): number {
  let sum = creature.armor;
  const inventory = creature.inventory;
  for (let i = 0; i < inventory.length && sum < MAX_ARMOR; i++) {
    const item = inventory[i] as Item;
    if (!givesArmor(item)) continue;
    const armor = item.armor as number;
    if (!Number.isInteger(armor) || armor > MAX_ARMOR) {
      throw mustBe('BAD_ARGUMENT', 'armorOf', `creature.inventory[${i}].armor`, `an integer from 0 to ${MAX_ARMOR}`, armor);
    }
    sum += armor;
  }
  return sum < MAX_ARMOR ? sum : MAX_ARMOR;
}
