import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  applyDamage,
  armorOf,
  resolveCriticalSave,
  resolveSave,
  resolveScar,
  resolveScoreChange,
  scarDice,
  takeDamage,
  type Creature,
  type ScarRolls,
  type ScarRow,
} from '../../src/index.js';
import { deepFreeze } from '../helpers.js';
import { creatureArb, facesArb, fold, pcArb, wrappingRng } from './arbitraries.js';

const damageArb = fc.integer({ min: 0, max: 40 });

describe('damage properties', () => {
  test.prop([creatureArb])('R027: armor is never above 3', (creature) => {
    expect(armorOf(creature)).toBeLessThanOrEqual(3);
  });

  test.prop([creatureArb, damageArb])('R029: damage after armor is never negative and never more than the roll', (creature, rolled) => {
    const { afterArmor, armor } = applyDamage(creature, rolled);
    expect(afterArmor).toBe(Math.max(0, rolled - armor));
  });

  test.prop([creatureArb, damageArb])('R030: HP stays within 0..max; HP lost plus STR lost never exceed the damage', (creature, rolled) => {
    const result = applyDamage(creature, rolled);
    expect(result.target.hp.current).toBeGreaterThanOrEqual(0);
    expect(result.target.hp.current).toBeLessThanOrEqual(result.target.hp.max);
    expect(result.target.hp.max).toBe(creature.hp.max);
    expect(result.hpLost + result.strLost).toBeLessThanOrEqual(result.afterArmor);
  });

  test.prop([creatureArb, damageArb])('R035: STR is never raised by damage, and a save is owed exactly when STR was lost and some is left', (creature, rolled) => {
    const result = applyDamage(creature, rolled);
    expect(result.target.str.current).toBeLessThanOrEqual(creature.str.current);
    expect(result.target.str.current).toBe(creature.str.current - result.strLost);
    expect(result.criticalSave).toBe(result.afterArmor > result.hpLost && result.target.str.current > 0);
    expect(result.dead).toBe(result.afterArmor > result.hpLost && result.target.str.current === 0);
  });

  test.prop([creatureArb, damageArb])('R034, R041: a scar is owed only to a PC whose HP went from above 0 to exactly 0', (creature, rolled) => {
    const result = applyDamage(creature, rolled);
    if (result.scar !== null) {
      expect(creature.kind).toBe('pc');
      expect(result.hpLost).toBeGreaterThan(0);
      expect(result.afterArmor).toBe(result.hpLost);
      expect(result.target.hp.current).toBe(0);
    }
  });

  test.prop([fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 20 })])(
    'R001: a 1 always succeeds and a 20 always fails',
    (score, d20) => {
      const { success } = resolveSave(score, d20);
      expect(success).toBe(d20 === 1 || (d20 !== 20 && d20 <= score));
    },
  );

  test.prop([creatureArb, damageArb, facesArb])('inputs are never changed (deep-frozen)', (creature, rolled, faces) => {
    const frozen = deepFreeze(structuredClone(creature));
    expect(() => applyDamage(frozen, rolled)).not.toThrow();
    expect(() => takeDamage(wrappingRng(faces), frozen, rolled)).not.toThrow();
    expect(frozen).toEqual(creature);
  });

  test.prop([creatureArb, damageArb, facesArb])('events and results survive a JSON round-trip', (creature, rolled, faces) => {
    const result = takeDamage(wrappingRng(faces), creature, rolled);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  test.prop([pcArb, damageArb, facesArb])('resolve and roll layers agree: takeDamage equals the resolve steps fed the same faces', (creature, rolled, faces) => {
    const rolledLayer = takeDamage(wrappingRng(faces), creature, rolled);
    expect(rolledLayer.target).toEqual(viaResolve(creature, rolled, [...faces]));
  });
});

/** takeDamage rebuilt from the resolve layer, reading faces in the order the rules roll them. */
function viaResolve(creature: Creature, rolled: number, faces: number[]): Creature {
  const next = (sides: number): number => fold(faces.shift() as number, sides);
  const hit = applyDamage(creature, rolled);
  let target = hit.target;
  let dead = false;
  if (hit.criticalSave) {
    const saved = resolveCriticalSave(target, next(20));
    target = saved.target;
    dead = saved.outcome === 'dead';
    if (saved.doomedMaxHpRoll) {
      target = resolveScoreChange(target, { change: 'raise', score: 'hp', dice: '3d6' }, next(6) + next(6) + next(6)).target;
    }
  }
  if (hit.scar !== null && !dead) {
    const row = (hit.scar === 'd12' ? next(12) : hit.scar) as ScarRow;
    const rolls: Record<string, number> = {};
    for (const need of scarDice(row)) {
      if (need.onlyIfSaved === true && !resolveSave(target.wil.current, rolls['save'] as number).success) continue;
      const [count, sides] = need.dice === '3d6' ? [3, 6] : [1, Number(need.dice.slice(1))];
      let total = 0;
      for (let i = 0; i < count; i++) total += next(sides);
      rolls[need.key] = total;
    }
    target = resolveScar(target, row, rolls as ScarRolls).target;
  }
  return target;
}
