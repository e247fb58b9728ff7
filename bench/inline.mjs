// The inline baseline the rules benchmarks compare against: a hit on a
// 5 HP, 1 armor, 12 STR creature as bare numbers (armor, HP, STR, and the
// STR save's d20), with no checks, no events and no new objects.
import { consume } from './harness.mjs';

export function inlineHit(rng, rolled) {
  const after = rolled > 1 ? rolled - 1 : 0;
  let hp = 5;
  let str = 12;
  if (after <= hp) hp -= after;
  else {
    str -= after - hp;
    hp = 0;
    if (str > 0) {
      const d20 = rng.die(20);
      consume(d20 === 1 || (d20 !== 20 && d20 <= str) ? 1 : 0);
    }
  }
  consume(hp + str);
}
