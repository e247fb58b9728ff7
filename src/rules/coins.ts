// R020, R092: coins as items. A purse under 100 gp is petty; one slot per
// full 100 gp by default (`coinSlots`).
import type { Creature } from '../model/creature.js';
import { CairnError, mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import type { Item } from '../model/item.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { doesNotFit } from './addItem.js';
import { assertCarrier, overfilled, settleFullness, usageOf } from './inventory.js';

const MAX_GP = 1_000_000_000;

function assertGp(gp: unknown, fn: string): asserts gp is number {
  if (typeof gp !== 'number' || !Number.isInteger(gp) || gp < 0 || gp > MAX_GP) {
    throw mustBe('BAD_ARGUMENT', fn, 'gp', `an integer from 0 to ${MAX_GP}`, gp);
  }
}

/**
 * The gold pieces a creature carries, in every purse, cargo included (R020).
 *
 * @throws CairnError `BAD_CREATURE`, `BAD_ITEM`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [{ id: 'item/coins', kind: 'coins', slots: 0, carry: 'stowed', gp: 42 }],
 * });
 * coinsOf(pc); // 42
 * @category Inventory
 */
export function coinsOf(creature: Creature): number {
  assertCarrier(creature, 'coinsOf', 'creature');
  let gp = 0;
  for (const item of creature.inventory) if (item.kind === 'coins') gp += item.gp ?? 0;
  return gp;
}

/**
 * The result of gaining or spending coins.
 *
 * @example
 * const result: CoinsResult = addCoins(pc, 30);
 * result.gp; // what the creature carries now
 * @category Inventory
 */
export interface CoinsResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** Gold pieces carried now. */
  readonly gp: number;
  /** What happened. */
  readonly events: readonly RulesEvent[];
}

/**
 * Puts gold pieces in the creature's purse (the first coins it carries on
 * its person, or a new purse in the pack). Coins under 100 gp are petty;
 * with the default `coinSlots: 'perHundred'` coins carried the same way take
 * one slot per full 100 gp (R020, D-INV-2), and coins that would need a
 * slot that is not free are refused. With `'none'` coins never take a slot.
 *
 * @param gp - gold pieces gained, 0 or more
 * @throws CairnError `INVENTORY_FULL` when the coins need a slot that is not free, `BAD_ARGUMENT`
 * for bad `gp`, `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10 });
 * const rich = addCoins(pc, 250).target;
 * slotsUsed(rich); // 2
 * @category Inventory
 */
export function addCoins<T extends Creature>(target: T, gp: number, options?: Partial<RulesOptions>): CoinsResult<T> {
  const fn = 'addCoins';
  assertCarrier(target, fn, 'target');
  assertGp(gp, fn);
  const rules = resolveRules(options, fn);
  const total = coinsOf(target);
  if (gp === 0) return { target, gp: total, events: [] };
  const index = target.inventory.findIndex((item) => item.kind === 'coins' && item.carry !== 'cargo');
  const purse = index === -1 ? undefined : (target.inventory[index] as Item);
  const filled: Item = purse === undefined
    ? { id: 'item/coins', kind: 'coins', slots: 0, carry: 'stowed', gp }
    : { ...purse, gp: (purse.gp ?? 0) + gp };
  if ((filled.gp as number) > MAX_GP) throw mustBe('BAD_ARGUMENT', fn, 'gp', `at most ${MAX_GP - (purse?.gp ?? 0)} more in one purse`, gp);
  const inventory = purse === undefined ? [...target.inventory, filled] : target.inventory.map((item, i) => (i === index ? filled : item));
  const before = usageOf(target.inventory, rules);
  const after = usageOf(inventory, rules);
  const over = overfilled(before, after, rules);
  if (over !== null) throw doesNotFit(fn, 'gp', filled, after.used - before.used, over);
  const events: RulesEvent[] = [];
  if (purse === undefined) events.push({ type: 'item-added', index: inventory.length - 1, item: filled, slots: after.used - before.used });
  events.push({ type: 'coins-changed', from: total, to: total + gp });
  const next = settleFullness(target, { ...target, inventory }, rules, events);
  return { target: next, gp: total + gp, events };
}

/**
 * Takes gold pieces from the creature's purses, those on its person first,
 * then cargo; a purse emptied is thrown away. Spending can free the slots
 * coins took (R020), and with them a full inventory (R022).
 *
 * @param gp - gold pieces spent, 0 or more
 * @throws CairnError `NOT_ENOUGH_COINS` when the creature carries less, `BAD_ARGUMENT` for bad `gp`,
 * `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10,
 *   inventory: [{ id: 'item/coins', kind: 'coins', slots: 0, carry: 'stowed', gp: 42 }],
 * });
 * spendCoins(pc, 10).gp; // 32
 * @category Inventory
 */
export function spendCoins<T extends Creature>(target: T, gp: number, options?: Partial<RulesOptions>): CoinsResult<T> {
  const fn = 'spendCoins';
  assertCarrier(target, fn, 'target');
  assertGp(gp, fn);
  const rules = resolveRules(options, fn);
  const total = coinsOf(target);
  if (gp > total) throw new CairnError('NOT_ENOUGH_COINS', fn, 'gp', `${fn}: gp must be at most the ${total} gp carried, got ${gp}`);
  if (gp === 0) return { target, gp: total, events: [] };
  const order = target.inventory
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.kind === 'coins')
    .sort((a, b) => Number(a.item.carry === 'cargo') - Number(b.item.carry === 'cargo') || a.index - b.index);
  const left = new Map<number, number>();
  let owed = gp;
  for (const { item, index } of order) {
    if (owed === 0) break;
    const taken = Math.min(owed, item.gp ?? 0);
    left.set(index, (item.gp ?? 0) - taken);
    owed -= taken;
  }
  const inventory: Item[] = [];
  target.inventory.forEach((item, index) => {
    const remaining = left.get(index);
    if (remaining === undefined) inventory.push(item);
    else if (remaining > 0) inventory.push({ ...item, gp: remaining });
  });
  const events: RulesEvent[] = [{ type: 'coins-changed', from: total, to: total - gp }];
  const next = settleFullness(target, { ...target, inventory }, rules, events);
  return { target: next, gp: total - gp, events };
}
