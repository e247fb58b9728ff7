// Arbitrary input to every inventory, Fatigue, rest and magic function gives
// a result or a CairnError, never another exception, NaN or undefined.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { scriptedRng } from '../../src/dice/scriptedRng.js';
import { isCairnError } from '../../src/model/error.js';
import type { Item } from '../../src/model/item.js';
import { addItem, dropItem, moveItem } from '../../src/rules/addItem.js';
import { resolveCastingSave, rollCastingSave } from '../../src/rules/castingSave.js';
import { addCoins, coinsOf, spendCoins } from '../../src/rules/coins.js';
import { resolveCureWounds, rollCureWounds } from '../../src/rules/cureWounds.js';
import { deprive, endDeprivation, endureDeprivation, fatigueForDeprivation } from '../../src/rules/deprivation.js';
import { addFatigue, removeFatigue } from '../../src/rules/fatigue.js';
import { effectiveHp, freeSlots, inventoryOf, isBackpackEmpty, slotsUsed } from '../../src/rules/inventory.js';
import { castSpell, createScroll, createSpellbook } from '../../src/rules/magic.js';
import { rechargeRelic, useItem, useRelic } from '../../src/rules/relics.js';
import { nightRest, shortRest, weekRest } from '../../src/rules/rest.js';
import { deepFreeze, hasNoNaN, resultOrCairnError } from '../helpers.js';
import { inventoryRules, item } from './inventory.arbitraries.js';
import { HONEYCLASP, SLEEP_BOOK, hero } from './inventory.fixtures.js';

const anything = fc.anything({ withBigInt: true, withNullPrototype: true, withObjectString: true, withSparseArray: true });

/** Junk, near-misses of an item, and real items. */
const itemish: fc.Arbitrary<unknown> = fc.oneof(
  anything,
  item,
  fc.record({ id: fc.oneof(fc.string(), anything), kind: fc.oneof(fc.constantFrom('gear', 'relic', 'fatigue', 'coins', 'spellbook'), anything), slots: fc.oneof(fc.integer({ min: -1, max: 3 }), anything), carry: fc.oneof(fc.constantFrom('held', 'cargo'), anything) }, { requiredKeys: [] }),
  item.chain((base) => fc.record({ key: fc.constantFrom<keyof Item>('armor', 'uses', 'gp', 'cargoSlots', 'damage', 'spell', 'recharge'), value: anything }).map(({ key, value }) => ({ ...base, [key]: value }))),
);

/** Junk, real creatures carrying junk, and real creatures carrying real things. */
const creatureish: fc.Arbitrary<unknown> = fc.oneof(
  anything,
  fc.array(item, { maxLength: 12 }).map((inventory) => hero({ inventory })),
  fc.array(itemish, { maxLength: 4 }).map((inventory) => ({ ...hero(), inventory })),
  fc.record({ conditions: fc.array(anything, { maxLength: 2 }), pending: fc.array(anything, { maxLength: 2 }) }, { requiredKeys: [] }).map((junk) => ({ ...hero({ inventory: [SLEEP_BOOK, HONEYCLASP] }), ...junk })),
);

const optionish: fc.Arbitrary<unknown> = fc.oneof(fc.constant(undefined), inventoryRules, anything, fc.record({ cause: anything, days: anything, healer: anything, safe: anything, danger: anything, enhanced: anything, drop: anything, amount: anything, daysBefore: anything }, { requiredKeys: [] }));
const numberish: fc.Arbitrary<unknown> = fc.oneof(fc.integer({ min: -2, max: 30 }), fc.double(), anything);
const whichish: fc.Arbitrary<unknown> = fc.oneof(fc.integer({ min: -1, max: 14 }), fc.constantFrom('item/spellbook', 'relic/honeyclasp', 'spell/sleep', 'fatigue'), anything);

function check(action: () => unknown): void {
  const result = resultOrCairnError(action);
  if (!isCairnError(result)) {
    expect(result).not.toBeUndefined();
    expect(hasNoNaN(result)).toBe(true);
  }
}

describe('bad input never escapes as anything but CairnError', () => {
  test.prop([creatureish, optionish])('slotsUsed, freeSlots, effectiveHp, inventoryOf, isBackpackEmpty, coinsOf', (creature, options) => {
    deepFreeze(creature);
    for (const fn of [slotsUsed, freeSlots, effectiveHp, inventoryOf, isBackpackEmpty]) check(() => fn(creature as never, options as never));
    check(() => coinsOf(creature as never));
  });

  test.prop([creatureish, itemish, whichish, anything, optionish])('addItem, dropItem, moveItem', (creature, thing, which, carry, options) => {
    deepFreeze([creature, thing]);
    check(() => addItem(creature as never, thing as never, options as never));
    check(() => dropItem(creature as never, which as never, options as never));
    check(() => moveItem(creature as never, which as never, carry as never, options as never));
  });

  test.prop([creatureish, numberish, optionish])('addCoins, spendCoins, addFatigue, removeFatigue, endureDeprivation, fatigueForDeprivation', (creature, count, options) => {
    deepFreeze(creature);
    check(() => addCoins(creature as never, count as never, options as never));
    check(() => spendCoins(creature as never, count as never, options as never));
    check(() => addFatigue(creature as never, count as never, options as never));
    check(() => removeFatigue(creature as never, count as never, options as never));
    check(() => endureDeprivation(creature as never, count as never, options as never));
    check(() => fatigueForDeprivation(count as never, options as never));
  });

  test.prop([creatureish, optionish])('deprive, endDeprivation, shortRest, nightRest, weekRest', (creature, options) => {
    deepFreeze(creature);
    check(() => deprive(creature as never));
    check(() => endDeprivation(creature as never));
    check(() => shortRest(creature as never, options as never));
    check(() => nightRest(creature as never, options as never));
    check(() => weekRest(creature as never, options as never));
  });

  test.prop([creatureish, whichish, optionish, numberish, anything])('castSpell, the casting save, Cure Wounds, spellbooks and scrolls', (creature, which, options, face, spell) => {
    deepFreeze(creature);
    check(() => castSpell(creature as never, which as never, options as never));
    check(() => resolveCastingSave(creature as never, face as never));
    check(() => rollCastingSave(scriptedRng([7]), creature as never));
    check(() => resolveCureWounds(creature as never, face as never));
    check(() => rollCureWounds(scriptedRng([3]), creature as never));
    check(() => createSpellbook(spell as never));
    check(() => createScroll(spell as never));
  });

  test.prop([creatureish, whichish, optionish])('useItem, useRelic, rechargeRelic', (creature, which, options) => {
    deepFreeze(creature);
    check(() => useItem(creature as never, which as never, options as never));
    check(() => useRelic(creature as never, which as never, options as never));
    check(() => rechargeRelic(creature as never, which as never, options as never));
  });
});
