// R076, R086, R087: items with uses or charges (torches, rations, bandages,
// relics). Spending them causes no Fatigue; relics recharge when their
// condition, kept as data, is met.
import type { Creature } from '../model/creature.js';
import { CairnError, mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import type { Item, ItemUses } from '../model/item.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { removeItem } from './addItem.js';
import { assertCarrier, findItem, type ItemRef } from './inventory.js';

/**
 * What using an item did.
 *
 * @example
 * const result: UseResult = useRelic(pc, 'relic/honeyclasp');
 * result.remaining; // 2
 * @category Magic
 */
export interface UseResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** The item as it is now, or `null` when it was used up and is gone. */
  readonly item: Item | null;
  /** The index the item had. */
  readonly index: number;
  /** Uses or charges left. */
  readonly remaining: number;
  /** The last use was spent and the item is gone (it cannot recharge). */
  readonly usedUp: boolean;
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

function spend<T extends Creature>(target: T, which: ItemRef, fn: string, rules: RulesOptions, relicOnly: boolean): UseResult<T> {
  const index = findItem(target, which, fn);
  const item = target.inventory[index] as Item;
  if (relicOnly && item.kind !== 'relic') throw mustBe('BAD_ITEM', fn, 'which', 'a relic (R086)', item.id);
  const uses = item.uses;
  if (uses === undefined) throw mustBe('BAD_ITEM', fn, 'which', 'an item with uses or charges (R086)', item.id);
  if (uses.current === 0) {
    const again = item.recharge === undefined ? '' : ` until it recharges (${item.recharge.code})`;
    throw new CairnError('NO_USES', fn, 'which', `${fn}: which ${JSON.stringify(item.id)} has no ${uses.kind} left${again}`);
  }
  const spent: ItemUses = { ...uses, current: uses.current - 1 };
  const events: RulesEvent[] = [{ type: 'uses-spent', index, id: item.id, kind: uses.kind, from: uses.current, to: spent.current }];
  // D-INV-12: a thing of uses that cannot recharge is gone with its last use (a Leycap eaten, a torch burnt out).
  if (spent.current === 0 && uses.kind === 'uses' && item.recharge === undefined) {
    const next = removeItem(target, index, rules, fn, events, 'item-used-up');
    return { target: next, item: null, index, remaining: 0, usedUp: true, events };
  }
  const used: Item = { ...item, uses: spent };
  const next: T = { ...target, inventory: target.inventory.map((entry, i) => (i === index ? used : entry)) };
  return { target: next, item: used, index, remaining: spent.current, usedUp: false, events };
}

/**
 * Spends one use or charge of any item that has them: a torch lit, a
 * ration eaten, a bandage applied (R076). With its last use an item that
 * cannot recharge is gone (D-INV-12); one with a recharge condition stays
 * at 0. Using items causes no Fatigue.
 *
 * @param which - the item's index, or its id
 * @throws CairnError `NO_USES` at 0, `BAD_ITEM` for an item without uses, `BAD_ARGUMENT` when
 * `which` names no item, `BAD_CREATURE`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [{ id: 'item/bandages', kind: 'gear', slots: 1, carry: 'stowed', uses: { kind: 'uses', current: 3, max: 3 } }],
 * });
 * useItem(pc, 'item/bandages').remaining; // 2
 * @category Magic
 */
export function useItem<T extends Creature>(target: T, which: ItemRef, options?: Partial<RulesOptions>): UseResult<T> {
  const fn = 'useItem';
  assertCarrier(target, fn, 'target');
  return spend(target, which, fn, resolveRules(options, fn), false);
}

/**
 * Uses a relic (R086): spends one charge or use, and causes no Fatigue.
 * At 0 it refuses with `NO_USES` until it recharges ({@link rechargeRelic}).
 * A relic of uses with no recharge condition is gone after its last use
 * (the 1e Leycap, R087). What the relic does is the Warden's (or the
 * table's) to apply: the Leycap removes a Fatigue ({@link removeFatigue})
 * and calls for a WIL save against addiction (`resolveSave`, then
 * {@link deprive} on a failure).
 *
 * @param which - the relic's index, or its id
 * @throws CairnError `NO_USES` at 0, `BAD_ITEM` for anything but a relic with uses or charges,
 * `BAD_ARGUMENT` when `which` names no item, `BAD_CREATURE`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [{
 *     id: 'relic/honeyclasp', kind: 'relic', slots: 0, carry: 'worn',
 *     uses: { kind: 'charges', current: 3, max: 3 },
 *     recharge: { code: 'royal-jelly', textId: 'recharge/honeyclasp' },
 *   }],
 * });
 * useRelic(pc, 'relic/honeyclasp').remaining; // 2
 * @category Magic
 */
export function useRelic<T extends Creature>(target: T, which: ItemRef, options?: Partial<RulesOptions>): UseResult<T> {
  const fn = 'useRelic';
  assertCarrier(target, fn, 'target');
  return spend(target, which, fn, resolveRules(options, fn), true);
}

/**
 * Options for {@link rechargeRelic}.
 *
 * @example
 * const options: RechargeOptions = { amount: 1 };
 * @category Magic
 */
export interface RechargeOptions extends Partial<RulesOptions> {
  /** How many charges or uses come back. Default: all of them, up to the maximum. */
  readonly amount?: number;
}

/**
 * What recharging did.
 *
 * @example
 * const result: RechargeResult = rechargeRelic(pc, 'relic/staff-of-silence');
 * result.restored; // 1
 * @category Magic
 */
export interface RechargeResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** The relic as it is now. */
  readonly item: Item;
  /** Its index. */
  readonly index: number;
  /** Charges or uses restored (0 when it was already full). */
  readonly restored: number;
  /** What happened. */
  readonly events: readonly RulesEvent[];
}

/**
 * Recharges a relic once its recharge condition has been met (R086): the
 * condition itself stays data (`item.recharge`, a code and a text id), and
 * the Warden or the caller decides when it is met. Restores every charge
 * or use, or `amount` of them, never above the maximum.
 *
 * @param which - the relic's index, or its id
 * @throws CairnError `BAD_ITEM` for anything but a relic with uses or charges, `NOT_APPLICABLE`
 * for a relic with no recharge condition, `BAD_OPTION` for a bad `amount`, `BAD_ARGUMENT`,
 * `BAD_CREATURE`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [{
 *     id: 'relic/staff-of-silence', kind: 'relic', slots: 1, carry: 'held',
 *     uses: { kind: 'charges', current: 0, max: 1 },
 *     recharge: { code: 'full-moon', textId: 'recharge/staff-of-silence' },
 *   }],
 * });
 * rechargeRelic(pc, 'relic/staff-of-silence').item.uses; // { kind: 'charges', current: 1, max: 1 }
 * @category Magic
 */
export function rechargeRelic<T extends Creature>(target: T, which: ItemRef, options?: RechargeOptions): RechargeResult<T> {
  const fn = 'rechargeRelic';
  assertCarrier(target, fn, 'target');
  resolveRules(options, fn, ['amount']);
  const index = findItem(target, which, fn);
  const item = target.inventory[index] as Item;
  const uses = item.uses;
  if (item.kind !== 'relic' || uses === undefined) {
    throw mustBe('BAD_ITEM', fn, 'which', 'a relic with uses or charges (R086)', item.id);
  }
  if (item.recharge === undefined) {
    throw mustBe('NOT_APPLICABLE', fn, 'which', 'a relic with a recharge condition', item.id);
  }
  const amount = options?.amount ?? uses.max;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > uses.max) {
    throw mustBe('BAD_OPTION', fn, 'options.amount', `an integer from 1 to ${uses.max}`, amount);
  }
  const current = Math.min(uses.max, uses.current + amount);
  if (current === uses.current) return { target, item, index, restored: 0, events: [] };
  const recharged: Item = { ...item, uses: { ...uses, current } };
  const next: T = { ...target, inventory: target.inventory.map((entry, i) => (i === index ? recharged : entry)) };
  return {
    target: next,
    item: recharged,
    index,
    restored: current - uses.current,
    events: [{ type: 'uses-restored', index, id: item.id, kind: uses.kind, from: uses.current, to: current }],
  };
}
