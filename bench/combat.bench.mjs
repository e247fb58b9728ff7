// rollAttack: three attackers against one target, damage applied (issue 4),
// against an inline baseline doing the same arithmetic on bare numbers.
import { createCreature, parseDice, rollAttack, seededRng } from '../dist/index.js';
import { consume, runSuite } from './harness.mjs';
import { inlineHit } from './inline.mjs';

const ROLL_ATTACK = 'rollAttack(rng, 3 attackers, target)';
const ROLL_ATTACK_PC = 'rollAttack(rng, 3 attackers, pc) (scars too)';
const INLINE = 'inline: 3 dice, keep highest, armor, HP, STR';

const target = () => createCreature({ kind: 'npc', name: 'Bandit', hp: 5, armor: 1, str: 12, dex: 10, wil: 9 });
const pc = () => createCreature({ kind: 'pc', name: 'Bea', hp: 5, armor: 1, str: 12, dex: 13, wil: 9 });
// Pre-parsed, as a VTT or the simulator holds its attacks.
const attackers = () => [
  { attack: { damage: parseDice('d6') } },
  { attack: { damage: parseDice('d6') } },
  { attack: { damage: parseDice('d8') } },
];

export const cases = {
  [INLINE]: () => {
    const rng = seededRng('bench');
    return () => inlineHit(rng, Math.max(rng.die(6), rng.die(6), rng.die(8)));
  },
  [ROLL_ATTACK]: () => {
    const rng = seededRng('bench');
    const bandit = target();
    const three = attackers();
    return () => consume(rollAttack(rng, three, bandit).kept);
  },
  [ROLL_ATTACK_PC]: () => {
    const rng = seededRng('bench');
    const bea = pc();
    const three = attackers();
    return () => consume(rollAttack(rng, three, bea).kept);
  },
};

export function combatSuite() {
  return runSuite('combat: three attackers (d6, d6, d8) on 5 HP, 1 armor, 12 STR, with seededRng', import.meta.url, [
    [ROLL_ATTACK, INLINE, 'rollAttack / inline'],
  ]);
}
