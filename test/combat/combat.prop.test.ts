import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  actingNow,
  attackDice,
  isCairnError,
  moraleDue,
  nextPhase,
  resolveAttack,
  resolveInitiative,
  resolveMorale,
  resolveReaction,
  resolveRetreat,
  rollAttack,
  rollBlast,
  rollPhaseAttacks,
  startEncounter,
  takeDamage,
  withCombatant,
  type Attack,
  type AttackSituation,
} from '../../src/index.js';
import { deepFreeze, hasNoNaN, resultOrCairnError } from '../helpers.js';
import { creatureArb, facesArb, fold, wrappingRng } from '../rules/arbitraries.js';

const dieArb = fc.constantFrom('d4', 'd6', 'd8', 'd10', 'd12', 'd20');
const attackArb: fc.Arbitrary<Attack> = fc.record({
  damage: fc.oneof(dieArb, fc.tuple(dieArb, dieArb).map(([a, b]) => `${a}+${b}`)),
  unarmed: fc.boolean(),
  qualities: fc.constantFrom([], ['blast' as const]),
  ranged: fc.boolean(),
});
const kindArb = fc.constantFrom('pc' as const, 'npc' as const, 'detachment' as const);
const situationArb: fc.Arbitrary<AttackSituation> = fc.record({
  impaired: fc.boolean(),
  enhanced: fc.boolean(),
  distant: fc.boolean(),
  attacker: kindArb,
  target: kindArb,
});

describe('combat properties', () => {
  test.prop([attackArb, situationArb])('R056, R057: Impaired never rolls above 4 and Enhanced never above 12, per die', (attack, situation) => {
    const { dice, modifier } = attackDice(attack, situation);
    if (modifier === 'impaired' || attack.unarmed === true) expect(dice.terms.every((t) => t.sides === 4 && t.count === 1)).toBe(true);
    if (modifier === 'enhanced' && attack.unarmed !== true) expect(dice.terms.every((t) => t.sides === 12 && t.count === 1)).toBe(true);
  });

  test.prop([creatureArb, fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 6 })])(
    'R059: the kept roll is the maximum of the rolls, and armor is subtracted from it once',
    (target, rolls) => {
      const result = resolveAttack(target, rolls);
      expect(result.kept).toBe(Math.max(...rolls));
      expect(result.damage.afterArmor).toBe(Math.max(0, result.kept - result.damage.armor));
    },
  );

  test.prop([creatureArb, fc.array(attackArb, { minLength: 1, maxLength: 4 }), facesArb])(
    'R059: resolve and roll layers agree: rollAttack equals its rolls fed to resolveAttack and takeDamage',
    (target, attacks, faces) => {
      const entries = attacks.map((attack) => ({ attack: { ...attack, qualities: [] } }));
      const rolled = rollAttack(wrappingRng(faces), entries, target);
      expect(rolled.kept).toBe(Math.max(...rolled.rolls));
      const resolved = resolveAttack(target, rolled.rolls);
      const { armor, afterArmor, hpLost, strLost, scar, criticalSave } = resolved.damage;
      expect(rolled.damage).toMatchObject({ armor, afterArmor, hpLost, strLost, scar, criticalSave });
      // The same hit through takeDamage, fed the draws left after the attack dice, lands the same way.
      const used = rolled.dice.reduce((n, d) => n + d.dice.terms.length, 0);
      expect(takeDamage(wrappingRng(faces.slice(used)), target, rolled.kept).target).toEqual(rolled.target);
    },
  );

  test.prop([fc.array(creatureArb, { minLength: 1, maxLength: 5 }), facesArb, facesArb])(
    'R061: a Blast rolls one independent die per target, before anything is resolved',
    (targets, first, rest) => {
      const draws = [...first, ...rest, ...rest];
      const result = rollBlast(wrappingRng(draws), undefined, { damage: 'd20', qualities: ['blast'] }, targets);
      // Blast is never Impaired against a detachment, so every target's die is the d20.
      expect(result.hits.map((hit) => hit.rolled)).toEqual(targets.map((_, i) => fold(draws[i] as number, 20)));
    },
  );

  test.prop([fc.array(creatureArb, { minLength: 1, maxLength: 3 }), fc.array(creatureArb, { minLength: 1, maxLength: 4 }), fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 8, maxLength: 8 })])(
    'R070: morale is never asked of PCs',
    (pcs, foes, d20s) => {
      const state = startEncounter(
        pcs.map((creature, i) => ({ id: `pc-${i}`, creature })),
        foes.map((creature, i) => ({ id: `foe-${i}`, creature, leader: i === 0 })),
        { initiative: 'onlyWhenUncertain' },
      );
      for (const check of moraleDue(state)) {
        expect(check.savers.every((id) => id.startsWith('foe-'))).toBe(true);
        const rolls = Object.fromEntries(check.savers.map((id, i) => [id, d20s[i % d20s.length] as number]));
        const after = resolveMorale(state, check, rolls);
        expect(after.fled.every((id) => id.startsWith('foe-'))).toBe(true);
      }
    },
  );

  test.prop([fc.array(creatureArb, { minLength: 1, maxLength: 3 }), fc.array(creatureArb, { minLength: 1, maxLength: 3 }), facesArb])(
    'inputs are never changed, and results survive JSON (a whole phase of attacks)',
    (pcs, foes, faces) => {
      const state = deepFreeze(
        resolveInitiative(
          startEncounter(pcs.map((creature, i) => ({ id: `pc-${i}`, creature })), foes.map((creature, i) => ({ id: `foe-${i}`, creature }))),
          Object.fromEntries(pcs.map((_, i) => [`pc-${i}`, 1])),
        ).encounter,
      );
      const copy = structuredClone(state);
      const declarations = actingNow(state).map((id) => ({ attacker: id, targets: ['foe-0'], attack: { damage: 'd8' } }));
      const result = rollPhaseAttacks(wrappingRng([...faces, ...faces, ...faces]), state, declarations);
      expect(state).toEqual(copy);
      expect(JSON.parse(JSON.stringify(result))).toEqual(result);
      expect(nextPhase(result.encounter).round).toBeGreaterThanOrEqual(1);
    },
  );

  const anything = fc.anything({ withBigInt: true, withNullPrototype: true });
  test.prop([anything, anything, anything, facesArb])('arbitrary input gives a result or a CairnError', (a, b, c, faces) => {
    const check = (action: () => unknown): void => {
      const result = resultOrCairnError(action);
      if (!isCairnError(result)) expect(hasNoNaN(result)).toBe(true);
    };
    check(() => attackDice(a as never, b as never));
    check(() => rollAttack(wrappingRng(faces), a as never, b as never));
    check(() => resolveAttack(a as never, b as never));
    check(() => rollBlast(wrappingRng(faces), undefined, a as never, b as never));
    check(() => startEncounter(a as never, b as never, c as never));
    check(() => resolveInitiative(a as never, b as never));
    check(() => rollPhaseAttacks(wrappingRng(faces), a as never, b as never));
    check(() => moraleDue(a as never));
    check(() => resolveMorale(a as never, b as never, c as never));
    check(() => withCombatant(a as never, b as never, c as never));
    check(() => resolveRetreat(a as never, b as never, c as never));
    check(() => resolveReaction(a as never));
  });
});
