import { describe, expect, it } from 'vitest';
import {
  attackDice,
  blastTargetCount,
  createCreature,
  resolveAttack,
  resolveBlast,
  rollAttack,
  rollBlast,
  scriptedRng,
  takeDamage,
} from '../../src/index.js';
import { catchCairnError } from '../helpers.js';
import { npc, pc } from '../rules/fixtures.js';

const detachment = () => createCreature({ kind: 'detachment', name: 'Goblin horde', hp: 10, str: 12, dex: 10, wil: 8 });

describe('attack dice', () => {
  it('R056: Impaired rolls d4 whatever the weapon', () => {
    expect(attackDice({ damage: 'd10' }, { impaired: true })).toMatchObject({ modifier: 'impaired', reasons: ['impaired'] });
    expect(attackDice({ damage: 'd10' }, { impaired: true }).dice.notation).toBe('d4');
    expect(attackDice({ damage: 'd6+1' }, { impaired: true }).dice.notation).toBe('d4');
  });

  it('R057: Enhanced rolls d12', () => {
    expect(attackDice({ damage: 'd6' }, { enhanced: true }).dice.notation).toBe('d12');
  });

  it('R058: unarmed always does d4, even when Enhanced', () => {
    expect(attackDice({ damage: 'd8', unarmed: true }).dice.notation).toBe('d4');
    expect(attackDice({ damage: 'd8', unarmed: true }, { enhanced: true }).dice.notation).toBe('d4');
  });

  it('R060, R064: two weapons keep their shape under a modifier: each die is replaced (d6+d6 Impaired is d4+d4)', () => {
    expect(attackDice({ damage: 'd6+d6' }, { impaired: true }).dice.notation).toBe('d4+d4');
    expect(attackDice({ damage: 'd6+d8' }, { enhanced: true }).dice.notation).toBe('d12+d12');
    expect(attackDice({ damage: 'd6+d6' }).dice.notation).toBe('d6+d6');
  });

  it('R064: Impaired and Enhanced together cancel by default; Impaired wins as an option', () => {
    expect(attackDice({ damage: 'd8' }, { impaired: true, enhanced: true })).toMatchObject({ modifier: null });
    expect(attackDice({ damage: 'd8' }, { impaired: true, enhanced: true }).dice.notation).toBe('d8');
    expect(attackDice({ damage: 'd8' }, { impaired: true, enhanced: true }, { modifierConflict: 'impairedWins' }).dice.notation).toBe('d4');
  });

  it('R062, C14: a ranged attack at an especially distant target is Impaired (2e), not with the option off (1e has no ranged rule)', () => {
    expect(attackDice({ damage: 'd6', ranged: true }, { distant: true }).dice.notation).toBe('d4');
    expect(attackDice({ damage: 'd6', ranged: true }, { distant: true }, { rangedDistantImpaired: false }).dice.notation).toBe('d6');
  });

  it('R063: an individual attacking a detachment is Impaired unless the attack has Blast', () => {
    expect(attackDice({ damage: 'd10' }, { target: 'detachment' }).dice.notation).toBe('d4');
    expect(attackDice({ damage: 'd10', qualities: ['blast'] }, { target: 'detachment' }).dice.notation).toBe('d10');
  });

  it('R063: a detachment attacking an individual is Enhanced and has Blast', () => {
    expect(attackDice({ damage: 'd6' }, { attacker: 'detachment', target: 'pc' })).toMatchObject({ modifier: 'enhanced', blast: true });
    expect(attackDice({ damage: 'd6' }, { attacker: 'detachment', target: 'detachment' })).toMatchObject({ modifier: null, blast: false });
  });

  it('refuses malformed attacks and situations', () => {
    catchCairnError(() => attackDice({} as never), 'BAD_ARGUMENT');
    catchCairnError(() => attackDice({ damage: 'd8' }, { attacker: 'dragon' } as never), 'BAD_ARGUMENT');
    catchCairnError(() => attackDice({ damage: 'bite' }), 'BAD_NOTATION');
  });
});

describe('attacks', () => {
  it('R028: attacks hit automatically: the rng is asked only for damage dice', () => {
    const asked: number[] = [];
    rollAttack({ die: (sides) => (asked.push(sides), 1) }, [{ attack: { damage: 'd8' } }], npc({ hp: 6 }));
    expect(asked).toEqual([8]);
  });

  it('R059: several attackers roll, the single highest counts, armor once', () => {
    const bea = pc({ hp: 5, armor: 1, str: 12 });
    const result = resolveAttack(bea, [3, 6, 2]);
    expect(result).toMatchObject({ kept: 6, keptIndex: 1 });
    expect(result.damage).toMatchObject({ armor: 1, afterArmor: 5, hpLost: 5 });
    const rolled = rollAttack(scriptedRng([3, 6, 2]), [{ attack: { damage: 'd6' } }, { attack: { damage: 'd6' } }, { attack: { damage: 'd8' } }], bea);
    expect(rolled.rolls).toEqual([3, 6, 2]);
    expect(rolled.target.hp.current).toBe(0);
  });

  it('R060: two weapons keep the higher die (Freya\'s daggers: 1 and 3 -> 3)', () => {
    expect(rollAttack(scriptedRng([1, 3]), [{ attack: { damage: 'd6+d6' } }], npc({ hp: 6 })).kept).toBe(3);
  });

  it('R059: the kept attacker\'s on-critical effect fires (R040)', () => {
    const hooded = npc({ onTargetCritFail: { type: 'attribute-damage', attribute: 'wil', dice: 'd4' } });
    // d8 = 8 on 2 HP: STR 10 -> 4; save 12 fails; d4 = 2.
    const result = rollAttack(scriptedRng([8, 12, 2]), [{ attacker: hooded, attack: { damage: 'd8' } }], pc({ hp: 2 }));
    expect(result.target.wil.current).toBe(8);
  });

  it('R061: Blast rolls separately for every target', () => {
    const goblins = [npc({ hp: 3 }), npc({ hp: 3 }), npc({ hp: 3 })];
    // Damage 2, 6, 3 first; then the second goblin's STR save (5) for the 3 that overflowed.
    const result = rollBlast(scriptedRng([2, 6, 3, 5]), undefined, { damage: 'd6', qualities: ['blast'] }, goblins);
    expect(result.hits.map((hit) => hit.rolled)).toEqual([2, 6, 3]);
    expect(result.targets.map((g) => g.hp.current)).toEqual([1, 0, 0]);
    expect(result.targets[1]?.str.current).toBe(7);
    expect(resolveBlast(goblins, [1, 2, 3]).targets.map((g) => g.hp.current)).toEqual([2, 1, 0]);
    catchCairnError(() => resolveBlast(goblins, [1, 2]), 'BAD_DAMAGE');
  });

  it('R061: when the number of targets is unclear, roll the attack\'s die for it', () => {
    expect(blastTargetCount(scriptedRng([4]), { damage: 'd6', qualities: ['blast'] }).count).toBe(4);
  });

  it('R063: PCs attacking a detachment still use the multiple-attackers rule, each Impaired', () => {
    const horde = detachment();
    const result = rollAttack(scriptedRng([2, 4]), [{ attacker: pc(), attack: { damage: 'd10' } }, { attacker: pc(), attack: { damage: 'd8' } }], horde);
    expect(result.dice.map((d) => d.dice.notation)).toEqual(['d4', 'd4']);
    expect(result.kept).toBe(4);
  });

  it('R063: a detachment\'s attack on an individual rolls d12 and routs only via Critical Damage', () => {
    const result = rollAttack(scriptedRng([11, 20]), [{ attacker: detachment(), attack: { damage: 'd6' } }], pc({ hp: 3, str: 12 }));
    expect(result.dice[0]).toMatchObject({ modifier: 'enhanced', blast: true });
    expect(result.damage).toMatchObject({ rolled: 11, strLost: 8, outcome: 'critical' });
    // A detachment that fails its Critical Damage save is routed.
    expect(takeDamage(scriptedRng([20]), detachment(), 12).outcome).toBe('routed');
  });

  it('refuses empty or malformed attacker lists and rolls', () => {
    catchCairnError(() => rollAttack(scriptedRng([1]), [], npc()), 'BAD_ARGUMENT');
    catchCairnError(() => rollAttack(scriptedRng([1]), [{ attack: { damage: 'd8' }, attacker: {} as never }], npc()), 'BAD_CREATURE');
    catchCairnError(() => resolveAttack(npc(), []), 'BAD_DAMAGE');
    catchCairnError(() => resolveAttack(npc(), [2, -1]), 'BAD_DAMAGE');
  });
});
