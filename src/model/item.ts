// Items as data: what a character carries, what a table rolls, what a shop
// sells. The inventory rules (slots, fatigue, armor from what is worn or
// held) live in src/rules/; this file is only the shape.

/**
 * What an item is, for the rules: Fatigue is a kind, never a name, so it
 * works the same in every language.
 *
 * @example
 * const kind: ItemKind = 'fatigue';
 * @category Items
 */
export type ItemKind =
  | 'gear'
  | 'weapon'
  | 'armor'
  | 'spellbook'
  | 'scroll'
  | 'relic'
  | 'fatigue'
  | 'coins'
  | 'container'
  | 'transport';

/**
 * Where an item is right now. Only `worn` and `held` items give armor;
 * `stowed` items sit in the pack; `cargo` rides on a cart, horse, mule or
 * wagon and takes none of the personal slots.
 *
 * @example
 * const shield: ItemCarry = 'held';
 * @category Items
 */
export type ItemCarry = 'worn' | 'held' | 'stowed' | 'cargo';

/**
 * Uses (a torch lit three times) or charges (a relic) left of an item.
 *
 * @example
 * const honeyclasp: ItemUses = { kind: 'charges', current: 3, max: 3 };
 * @category Items
 */
export interface ItemUses {
  /** `uses` are spent and gone; `charges` come back with the item's recharge condition. */
  readonly kind: 'uses' | 'charges';
  /** How many are left, from 0 to `max`. */
  readonly current: number;
  /** How many the item holds when full. */
  readonly max: number;
}

/**
 * How a relic recharges: a stable code for programs and a text id for
 * people (looked up with `name(id, { locale })`).
 *
 * @example
 * const recharge: ItemRecharge = { code: 'full-moon', textId: 'recharge/staff-of-silence' };
 * @category Items
 */
export interface ItemRecharge {
  /** A stable kebab-case code such as `full-moon` or `royal-jelly`. */
  readonly code: string;
  /** The id of the localized text that describes the condition. */
  readonly textId: string;
}

/**
 * An item: plain, JSON-serialisable data. Tables produce items, inventories
 * hold them, the rules read them; nothing about an item is a class.
 *
 * @example
 * const chainmail: Item = { id: 'item/chainmail', kind: 'armor', slots: 2, carry: 'worn', armor: 2, armorWhen: 'worn' };
 * const fatigue: Item = { id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' };
 * @category Items
 */
export interface Item {
  /** A stable namespaced id such as `item/chainmail`; `fatigue` for Fatigue. */
  readonly id: string;
  /** What the item is to the rules. */
  readonly kind: ItemKind;
  /** Inventory slots taken: 0 for petty items, 1 normally, 2 for bulky items. */
  readonly slots: number;
  /** Where the item is: worn, held, stowed, or cargo on transport. */
  readonly carry: ItemCarry;
  /** Armor it gives while carried the way `armorWhen` says (body armor 1–3, a shield or helmet +1). */
  readonly armor?: number;
  /** How the item must be carried for its armor to count. */
  readonly armorWhen?: 'worn' | 'held';
  /** Damage dice in Cairn notation, such as `d8` or `d6+d6`. */
  readonly damage?: string;
  /** Uses or charges left. */
  readonly uses?: ItemUses;
  /** A relic's recharge condition. */
  readonly recharge?: ItemRecharge;
  /** Extra cargo slots a cart, horse, mule or wagon carries. */
  readonly cargoSlots?: number;
  /** For spellbooks and scrolls: the spell's id, such as `spell/adhere`. */
  readonly spell?: string;
  /** For coins: their worth in gold pieces. */
  readonly gp?: number;
  /** A label a player gave this particular item. */
  readonly label?: string;
}
