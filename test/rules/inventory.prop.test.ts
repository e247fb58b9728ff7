// Invariants of the inventory, Fatigue, casting and relic rules under any
// sequence of operations, with deep-frozen inputs throughout.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Creature } from '../../src/model/creature.js';
import { isCairnError, type CairnError } from '../../src/model/error.js';
import type { Item } from '../../src/model/item.js';
import { resolveRules, type RulesOptions } from '../../src/model/options.js';
import { addItem, dropItem, moveItem } from '../../src/rules/addItem.js';
import { addCoins, spendCoins } from '../../src/rules/coins.js';
import { endureDeprivation } from '../../src/rules/deprivation.js';
import { addFatigue, removeFatigue } from '../../src/rules/fatigue.js';
import { effectiveHp, inventoryOf, slotsUsed } from '../../src/rules/inventory.js';
import { castSpell, type CastResult } from '../../src/rules/magic.js';
import { rechargeRelic, useRelic, type RechargeResult } from '../../src/rules/relics.js';
import { nightRest, shortRest } from '../../src/rules/rest.js';
import { catchCairnError, deepFreeze, hasNoNaN, resultOrCairnError } from '../helpers.js';
import { carry, inventoryRules, item } from './inventory.arbitraries.js';
import { SLEEP_BOOK, hero } from './inventory.fixtures.js';

const personal = fc.constantFrom('worn', 'held', 'stowed') as fc.Arbitrary<Item['carry']>;

type Op =
  | { readonly op: 'add'; readonly item: Item }
  | { readonly op: 'drop' | 'cast'; readonly at: number }
  | { readonly op: 'move'; readonly at: number; readonly carry: Item['carry'] }
  | { readonly op: 'fatigue' | 'unfatigue' | 'deprived'; readonly count: number }
  | { readonly op: 'coins' | 'spend'; readonly gp: number }
  | { readonly op: 'rest' | 'night' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('add' as const), item }), weight: 5 },
  fc.record({ op: fc.constantFrom('drop' as const, 'cast' as const), at: fc.nat({ max: 14 }) }),
  fc.record({ op: fc.constant('move' as const), at: fc.nat({ max: 14 }), carry }),
  { arbitrary: fc.record({ op: fc.constantFrom('fatigue' as const, 'unfatigue' as const, 'deprived' as const), count: fc.integer({ min: 0, max: 3 }) }), weight: 2 },
  fc.record({ op: fc.constantFrom('coins' as const, 'spend' as const), gp: fc.integer({ min: 0, max: 300 }) }),
  fc.record({ op: fc.constantFrom('rest' as const, 'night' as const) }),
);

function apply(target: Creature, step: Op, options: Partial<RulesOptions>): unknown {
  switch (step.op) {
    case 'add':
      return addItem(target, step.item, options);
    case 'drop':
      return dropItem(target, step.at, options);
    case 'cast':
      return castSpell(target, 'spell/sleep', { ...options, drop: step.at });
    case 'move':
      return moveItem(target, step.at, step.carry, options);
    case 'fatigue':
      return addFatigue(target, step.count, options);
    case 'unfatigue':
      return removeFatigue(target, step.count, options);
    case 'deprived':
      return endureDeprivation(target, step.count, options);
    case 'coins':
      return addCoins(target, step.gp, options);
    case 'spend':
      return spendCoins(target, step.gp, options);
    case 'rest':
      return shortRest(target, options);
    case 'night':
      return nightRest(target, options);
  }
}

function assertWithinLimits(creature: Creature, options: Partial<RulesOptions>): void {
  const rules = resolveRules(options);
  const summary = inventoryOf(creature, options);
  expect(summary.used).toBeLessThanOrEqual(rules.inventorySlots);
  expect(summary.cargo.used).toBeLessThanOrEqual(summary.cargo.size);
  if (summary.regions !== null) {
    for (const region of Object.values(summary.regions)) expect(region.used).toBeLessThanOrEqual(region.size);
  }
}

const fatigueOf = (creature: Creature): number => creature.inventory.filter((entry) => entry.kind === 'fatigue').length;

describe('inventory properties', () => {
  test.prop([inventoryRules, fc.array(op, { maxLength: 40 })])(
    'R017, R018, R025: slots used never exceed the limit (nor a place, nor the cargo) after any sequence; inputs never change',
    (options, steps) => {
      let state: Creature = deepFreeze(hero({ hp: 5 }));
      deepFreeze(options);
      for (const step of steps) {
        deepFreeze(step);
        const snapshot = JSON.stringify(state);
        const result = resultOrCairnError(() => apply(state, step, options)) as { target?: Creature; events?: unknown };
        expect(JSON.stringify(state)).toBe(snapshot);
        if (isCairnError(result)) continue;
        expect(hasNoNaN(result)).toBe(true);
        expect(JSON.parse(JSON.stringify(result.events))).toEqual(result.events);
        state = deepFreeze(result.target as Creature);
        assertWithinLimits(state, options);
      }
    },
  );

  test.prop([fc.array(item, { maxLength: 12 }), personal, fc.constantFrom('gear', 'weapon', 'armor'), inventoryRules])(
    'R019: petty items never change slots used, and always fit',
    (inventory, where, kind, options) => {
      const pc = deepFreeze(hero({ inventory }));
      const petty: Item = deepFreeze({ id: 'item/chalk', kind, slots: 0, carry: where });
      const rules = { ...options, pettyItems: true };
      const before = inventoryOf(pc, rules);
      const added = addItem(pc, petty, rules);
      const after = inventoryOf(added.target, rules);
      expect(after.used).toBe(before.used);
      expect(after.cargo).toEqual(before.cargo);
      expect(inventoryOf(dropItem(added.target, added.index, rules).target, rules).used).toBe(before.used);
    },
  );

  test.prop([fc.array(item, { maxLength: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 5 }), inventoryRules])(
    'R021: Fatigue always occupies a slot: each Fatigue added takes exactly one, and what cannot be added is owed',
    (inventory, tired, count, options) => {
      const pc = deepFreeze(hero({ inventory: [...inventory, ...Array.from({ length: tired }, () => ({ id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' }) as const)] }));
      expect(slotsUsed(pc, options)).toBeGreaterThanOrEqual(fatigueOf(pc));
      const result = addFatigue(pc, count, options);
      expect(result.added + result.owed).toBe(count);
      expect(fatigueOf(result.target) - fatigueOf(pc)).toBe(result.added);
      expect(slotsUsed(result.target, options) - slotsUsed(pc, options)).toBe(result.added);
      expect(result.blocked === null).toBe(result.owed === 0);
      if (result.added === 0) expect(result.target).toBe(pc);
    },
  );

  test.prop([fc.array(item, { maxLength: 12 }), fc.integer({ min: 0, max: 10 }), fc.option(fc.nat({ max: 24 }), { nil: undefined }), inventoryRules])(
    'R082: casting from a spellbook adds exactly one Fatigue, or asks for a drop (or says why not) and changes nothing',
    (inventory, tired, drop, options) => {
      const fatigueItems = Array.from({ length: tired }, () => ({ id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' }) as const);
      const pc = deepFreeze(hero({ inventory: [{ ...SLEEP_BOOK, carry: 'held' }, ...inventory, ...fatigueItems] }));
      const result = resultOrCairnError(() => castSpell(pc, 0, drop === undefined ? options : { ...options, drop })) as CastResult | CairnError;
      if (isCairnError(result)) {
        // Only a named drop is refused: one that frees no slot or names nothing, or loaded transport.
        expect(drop).toBeDefined();
        expect(['BAD_ARGUMENT', 'INVENTORY_FULL']).toContain(result.code);
        return;
      }
      if (result.cast) {
        expect(result.fatigueAdded).toBe(1);
        expect(fatigueOf(result.target)).toBe(fatigueOf(pc) + 1);
      } else {
        expect(result.blocked).not.toBeNull();
        expect(result.target).toBe(pc);
        if (drop === undefined && resolveRules(options).fatigueWhenFull === 'dropItem' && result.blocked !== 'book-not-held' && result.blocked !== 'hands-busy') {
          expect(['drop-required', 'all-fatigue']).toContain(result.blocked);
        }
      }
    },
  );

  test.prop([fc.array(item, { maxLength: 14 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 6 }), inventoryRules])(
    'R022: HP counts as 0 exactly when every personal slot is full; the stored HP is kept',
    (inventory, tired, hp, options) => {
      const fatigueItems = Array.from({ length: tired }, () => ({ id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' }) as const);
      const pc = deepFreeze(hero({ hp, inventory: [...inventory, ...fatigueItems] }));
      const summary = inventoryOf(pc, options);
      expect(summary.used).toBe(slotsUsed(pc, options));
      expect(effectiveHp(pc, options)).toBe(summary.full ? 0 : hp);
      expect(pc.hp.current).toBe(hp);
    },
  );

  test.prop([fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.array(fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }), { maxLength: 30 })])(
    'R086: relic charges never go below 0 or above the maximum; at 0 a use is refused',
    (max, startAt, steps) => {
      const current = Math.min(startAt, max);
      let pc: Creature = deepFreeze(
        hero({
          inventory: [{ id: 'relic/x', kind: 'relic', slots: 1, carry: 'stowed', uses: { kind: 'charges', current, max }, recharge: { code: 'dawn', textId: 'recharge/x' } }],
        }),
      );
      for (const step of steps) {
        const uses = pc.inventory[0]?.uses;
        if (step === undefined) {
          if (uses?.current === 0) {
            catchCairnError(() => useRelic(pc, 0), 'NO_USES');
            continue;
          }
          pc = deepFreeze(useRelic(pc, 0).target);
        } else {
          const result = resultOrCairnError(() => rechargeRelic(pc, 0, { amount: step })) as RechargeResult | CairnError;
          if (isCairnError(result)) {
            expect(step).toBeGreaterThan(max);
            continue;
          }
          pc = deepFreeze(result.target);
        }
        const after = pc.inventory[0]?.uses;
        expect(after?.current).toBeGreaterThanOrEqual(0);
        expect(after?.current).toBeLessThanOrEqual(max);
      }
    },
  );
});
