// Arbitrary input to the damage, save and scar functions gives a result or
// a CairnError, never another exception and never NaN.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  applyAttributeDamage,
  applyDamage,
  applyOutOfCombatDamage,
  applyScar,
  armorOf,
  canAct,
  conditionsOf,
  createCreature,
  isCairnError,
  recover,
  resolveCriticalSave,
  resolveCritFailEffect,
  resolveRecovery,
  resolveRules,
  resolveSave,
  resolveScar,
  resolveScoreChange,
  scarDice,
  scarFor,
  stabilize,
  takeDamage,
  totalArmor,
  whoSaves,
} from '../../src/index.js';
import { hasNoNaN, resultOrCairnError } from '../helpers.js';
import { creatureArb, facesArb, wrappingRng } from './arbitraries.js';

const anything = fc.anything({ withBigInt: true, withNullPrototype: true, withSparseArray: true });
const numberish = fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, -0, 2 ** 53), anything);
const targetish = fc.oneof(creatureArb, creatureArb.map((c) => ({ ...c, hp: { current: 9, max: 3 } })), anything);

function check(action: () => unknown): void {
  const result = resultOrCairnError(action);
  if (!isCairnError(result)) expect(hasNoNaN(result)).toBe(true);
}

describe('bad input to the damage rules', () => {
  test.prop([anything])('createCreature', (spec) => check(() => createCreature(spec as never)));

  test.prop([targetish, numberish, anything])('applyDamage and applyOutOfCombatDamage', (target, rolled, options) => {
    check(() => applyDamage(target as never, rolled as never));
    check(() => applyDamage(target as never, 3, options as never));
    check(() => applyOutOfCombatDamage(target as never, rolled as never, options as never));
  });

  test.prop([targetish, numberish, facesArb, anything])('takeDamage', (target, rolled, faces, attacker) => {
    check(() => takeDamage(wrappingRng(faces), target as never, rolled as never));
    check(() => takeDamage(wrappingRng(faces), target as never, 4, { attacker: attacker as never }));
  });

  test.prop([targetish, numberish, anything])('saves and Critical Damage', (target, d20, options) => {
    check(() => resolveSave(d20 as never, 10));
    check(() => resolveSave(10, d20 as never));
    check(() => resolveCriticalSave(target as never, d20 as never));
    check(() => stabilize(target as never, options as never));
    check(() => whoSaves(options as never));
  });

  test.prop([targetish, numberish, anything, facesArb])('scars and recovery', (target, row, rolls, faces) => {
    check(() => scarFor(row as never));
    check(() => scarDice(row as never));
    check(() => resolveScar(target as never, row as never, rolls as never));
    check(() => applyScar(wrappingRng(faces), target as never, row as never));
    check(() => resolveRecovery(target as never, rolls as never, row as never));
    check(() => recover(wrappingRng(faces), target as never, rolls as never));
    check(() => resolveScoreChange(target as never, rolls as never, row as never));
  });

  test.prop([targetish, anything, numberish])('armor, conditions, attribute damage, crit effects, options', (target, other, amount) => {
    check(() => armorOf(target as never));
    check(() => totalArmor(other as never));
    check(() => conditionsOf(target as never));
    check(() => canAct(target as never));
    check(() => applyAttributeDamage(target as never, other as never, amount as never));
    check(() => resolveCritFailEffect(target as never, other as never, amount as never));
    check(() => resolveRules(other as never));
  });
});
