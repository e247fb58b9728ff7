// R088: Cure Wounds, the one spell with a number that changes the game
// state: d4 STR back to a creature touched, once a day.
import { assertRng, type Rng } from '../dice/rng.js';
import { roll } from '../dice/roll.js';
import { conditionsOf, type Creature } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { RulesEvent } from '../model/events.js';
import { rolledEvent, withScore } from './change.js';
import { assertSound } from './inventory.js';

/**
 * What Cure Wounds did.
 *
 * @example
 * const result: CureWoundsResult = resolveCureWounds(pc, 3);
 * result.restored; // up to 3
 * @category Magic
 */
export interface CureWoundsResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** STR restored: the d4, or less when it reached its maximum. */
  readonly restored: number;
  /** What happened. */
  readonly events: readonly RulesEvent[];
}

function assertAlive(target: Creature, fn: string): void {
  const conditions = conditionsOf(target);
  if (conditions.includes('dead') || conditions.includes('destroyed')) {
    throw mustBe('NOT_APPLICABLE', fn, 'target', 'alive (Cure Wounds restores STR, it does not raise the dead)', conditions.join(', '));
  }
}

function cure<T extends Creature>(target: T, d4: number, events: RulesEvent[]): CureWoundsResult<T> {
  const str = target.str;
  const current = Math.min(str.max, str.current + d4);
  const next = withScore(target, 'str', { current, max: str.max }, 'recovery', events);
  return { target: next, restored: current - str.current, events };
}

/**
 * Casts Cure Wounds on a creature touched, with the d4 already rolled
 * (R088): it regains that much STR, up to its maximum. The spell works
 * once a day per creature (the caller keeps the day) and, being magic, is
 * not stopped by Deprived, which only stops rest (D-INV-14). Casting it
 * costs Fatigue as any spell does: {@link castSpell}.
 *
 * @param d4 - the face rolled, 1 to 4
 * @throws CairnError `BAD_FACE` for a bad d4, `NOT_APPLICABLE` for the dead, `BAD_CREATURE`.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: 4, str: { current: 6, max: 12 }, dex: 10, wil: 10 });
 * resolveCureWounds(pc, 3).target.str; // { current: 9, max: 12 }
 * @category Magic
 */
export function resolveCureWounds<T extends Creature>(target: T, d4: number): CureWoundsResult<T> {
  const fn = 'resolveCureWounds';
  assertSound(target, fn, 'target');
  if (typeof d4 !== 'number' || !Number.isInteger(d4) || d4 < 1 || d4 > 4) {
    throw mustBe('BAD_FACE', fn, 'd4', 'an integer from 1 to 4', d4);
  }
  assertAlive(target, fn);
  return cure(target, d4, []);
}

/**
 * Casts Cure Wounds, rolling the d4 (R088): built on {@link resolveCureWounds}.
 *
 * @throws CairnError as {@link resolveCureWounds}, and `BAD_RNG`.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: 4, str: { current: 6, max: 12 }, dex: 10, wil: 10 });
 * rollCureWounds(scriptedRng([4]), pc).restored; // 4
 * @category Magic
 */
export function rollCureWounds<T extends Creature>(rng: Rng, target: T): CureWoundsResult<T> {
  const fn = 'rollCureWounds';
  assertRng(rng, fn);
  assertSound(target, fn, 'target');
  assertAlive(target, fn);
  const result = roll(rng, 'd4');
  return cure(target, result.total, [rolledEvent('recovery', result)]);
}
