import { fc } from '@fast-check/vitest';
import { createCreature, type Creature, type Item, type Rng } from '../../src/index.js';

export const scoreArb = (max: number): fc.Arbitrary<{ current: number; max: number }> =>
  fc.integer({ min: 0, max }).chain((top) => fc.record({ current: fc.integer({ min: 0, max: top }), max: fc.constant(top) }));

export const armorItemArb: fc.Arbitrary<Item> = fc.record({
  id: fc.constantFrom('item/shield', 'item/helmet', 'item/chainmail', 'item/plate', 'item/gambeson'),
  kind: fc.constant('armor' as const),
  slots: fc.integer({ min: 0, max: 2 }),
  carry: fc.constantFrom('worn' as const, 'held' as const, 'stowed' as const, 'cargo' as const),
  armor: fc.integer({ min: 1, max: 3 }),
  armorWhen: fc.constantFrom('worn' as const, 'held' as const),
});

export const fatigueArb: fc.Arbitrary<Item> = fc.constant({ id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' });

/** Any valid creature: PCs, NPCs and detachments, wounded or not, armored or not, Doomed or not. */
export const creatureArb: fc.Arbitrary<Creature> = fc
  .record({
    kind: fc.constantFrom('pc' as const, 'npc' as const, 'detachment' as const),
    hp: scoreArb(20),
    str: scoreArb(20).filter((s) => s.max > 0),
    dex: scoreArb(18),
    wil: scoreArb(18),
    armor: fc.integer({ min: 0, max: 3 }),
    doomed: fc.boolean(),
    inventory: fc.array(fc.oneof(armorItemArb, fatigueArb), { maxLength: 11 }),
  })
  .map(({ doomed, ...spec }) =>
    createCreature({ ...spec, conditions: doomed && spec.kind === 'pc' ? ['doomed'] : [] }),
  );

export const pcArb: fc.Arbitrary<Creature> = creatureArb.map((creature) => ({ ...creature, kind: 'pc' as const }));

/** Raw draws long enough for any single hit; {@link wrappingRng} folds each onto the die asked for. */
export const facesArb: fc.Arbitrary<number[]> = fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 12, maxLength: 12 });

/** Folds a raw draw onto a die: draw 1..20 becomes ((draw - 1) mod sides) + 1. */
export const fold = (draw: number, sides: number): number => ((draw - 1) % sides) + 1;

/** An Rng over a script of raw draws, each folded onto the die asked for, so any draw fits any die. */
export function wrappingRng(draws: readonly number[]): Rng {
  const script = [...draws];
  return {
    die(sides: number): number {
      const draw = script.shift();
      if (draw === undefined) throw new Error('wrappingRng: script exhausted');
      return fold(draw, sides);
    },
  };
}
