// takeDamage and rollSave with seededRng (issue 3), against an inline
// baseline: the same arithmetic written as bare numbers, no checks, no
// events, no new objects. No Cairn library exists to compare with.
import { applyDamage, createCreature, rollSave, seededRng, takeDamage } from '../dist/index.js';
import { consume, runSuite } from './harness.mjs';
import { inlineHit } from './inline.mjs';

const ROLL_SAVE = 'rollSave(rng, 12)';
const INLINE_SAVE = 'inline: d20 against 12';
const TAKE = 'takeDamage(rng, npc, d8 roll) (saves rolled)';
const APPLY = 'applyDamage(npc, d8 roll) (resolve layer)';
const TAKE_PC = 'takeDamage(rng, pc, d8 roll) (saves and scars)';
const INLINE_DAMAGE = 'inline: armor, HP, STR as bare numbers';

// Damage rolls are drawn ahead of time so only the rules are timed.
function damageRolls(seed) {
  const rng = seededRng(seed);
  return Array.from({ length: 1024 }, () => rng.die(8));
}

const npc = () => createCreature({ kind: 'npc', name: 'Bandit', hp: 5, armor: 1, str: 12, dex: 10, wil: 9 });
const pc = () => createCreature({ kind: 'pc', name: 'Bea', hp: 5, armor: 1, str: 12, dex: 13, wil: 9 });

export const cases = {
  [INLINE_SAVE]: () => {
    const rng = seededRng('bench');
    return () => {
      const d20 = rng.die(20);
      consume(d20 === 1 || (d20 !== 20 && d20 <= 12) ? 1 : 0);
    };
  },
  [ROLL_SAVE]: () => {
    const rng = seededRng('bench');
    return () => consume(rollSave(rng, 12).roll);
  },
  [INLINE_DAMAGE]: () => {
    const rng = seededRng('bench');
    const rolls = damageRolls('damage');
    let i = 0;
    return () => inlineHit(rng, rolls[i++ & 1023]);
  },
  [APPLY]: () => {
    const target = npc();
    const rolls = damageRolls('damage');
    let i = 0;
    return () => consume(applyDamage(target, rolls[i++ & 1023]).hpLost);
  },
  [TAKE]: () => {
    const rng = seededRng('bench');
    const target = npc();
    const rolls = damageRolls('damage');
    let i = 0;
    return () => consume(takeDamage(rng, target, rolls[i++ & 1023]).hpLost);
  },
  [TAKE_PC]: () => {
    const rng = seededRng('bench');
    const target = pc();
    const rolls = damageRolls('damage');
    let i = 0;
    return () => consume(takeDamage(rng, target, rolls[i++ & 1023]).hpLost);
  },
};

export function damageSuite() {
  return runSuite('damage: a d8 hit on 5 HP, 1 armor, 12 STR, with seededRng', import.meta.url, [
    [ROLL_SAVE, INLINE_SAVE, 'rollSave / inline'],
    [TAKE, INLINE_DAMAGE, 'takeDamage (npc) / inline'],
    [APPLY, INLINE_DAMAGE, 'applyDamage / inline'],
  ]);
}
