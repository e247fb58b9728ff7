// The roll layer for a hit: applyDamage, then whatever it says is owed,
// rolled when the rules say (R035, R036, R040, R044–R055).
import { assertRng, type Rng } from '../dice/rng.js';
import { rollDie } from '../dice/uniformDie.js';
import { knownDice } from '../dice/notation.js';
import { roll } from '../dice/roll.js';
import { assertCreature, type Creature } from '../model/creature.js';
import type { RulesEvent } from '../model/events.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import type { ScarRecord } from '../model/scar.js';
import { d20Event, rolledEvent } from './change.js';
import { criticalSave, rollCritFailEffect, type CriticalOutcome } from './critical.js';
import { ATTACKER, assertDamage, damage, type DamageResult } from './damage.js';
import type { SaveResult } from './saves.js';
import { applyScar, applyScoreChange } from './scars.js';

/**
 * Options for {@link takeDamage}: rules options, and the attacker whose
 * stat block may carry an on-critical effect (R040).
 *
 * @example
 * const options: TakeDamageOptions = { attacker: hoodedMen, scarOnOverflow: true };
 * @category Damage
 */
export interface TakeDamageOptions extends Partial<RulesOptions> {
  /** The attacker; its `onTargetCritFail` fires if the target fails its Critical Damage save. */
  readonly attacker?: Creature;
}

/**
 * Everything one hit did, saves and scars included.
 *
 * @example
 * const result: TakeDamageResult = takeDamage(scriptedRng([13]), npc, 6);
 * result.outcome; // 'dead'
 * @category Damage
 */
export interface TakeDamageResult<T extends Creature = Creature> extends DamageResult<T> {
  /** The Critical Damage save, if one was owed. */
  readonly save: SaveResult | null;
  /** What the save decided, if one was made. */
  readonly outcome: CriticalOutcome | null;
  /** The scar taken, if the hit left a PC at exactly 0 HP. */
  readonly scarTaken: ScarRecord | null;
}

/**
 * Runs the whole procedure for a hit, rolling with `rng` what the rules
 * say when they say it: {@link applyDamage}; then the STR save against
 * Critical Damage if one is owed (R035, R036), with the Doomed 3d6 on a
 * pass (R054) and the attacker's on-critical effect on a failure (R040);
 * then the scar if HP dropped exactly to 0 (R034, R044–R055). Built on the
 * resolve layer, so feeding those functions the same faces gives the same
 * result.
 *
 * @param rng - where the save and scar dice come from
 * @param target - the creature hit
 * @param rolled - the damage already rolled (roll it with `roll(rng, weapon.damage)`)
 * @param options - rules options and the `attacker`
 * @throws CairnError `BAD_RNG`, `BAD_CREATURE`, `BAD_DAMAGE`, `BAD_OPTION`.
 * @example
 * // R043: an NPC with 5 HP and 11 STR takes 6; STR drops to 10, the save rolls 13 and fails.
 * const npc = createCreature({ hp: 5, str: 11, dex: 10, wil: 10 });
 * const hit = takeDamage(scriptedRng([13]), npc, 6);
 * hit.target.str.current; // 10
 * hit.outcome; // 'dead'
 * @category Damage
 */
export function takeDamage<T extends Creature>(rng: Rng, target: T, rolled: number, options?: TakeDamageOptions): TakeDamageResult<T> {
  const fn = 'takeDamage';
  assertRng(rng, fn);
  assertCreature(target, fn);
  assertDamage(rolled, fn);
  const rules = resolveRules(options, fn, ATTACKER);
  const attacker = options?.attacker;
  if (attacker !== undefined) assertCreature(attacker, fn, 'options.attacker');

  return rollHit(rng, target, rolled, rules, attacker, fn);
}

/**
 * takeDamage after its checks, with the attacker passed apart from the
 * rules (so attack functions need not build a new options object per hit,
 * which would defeat resolveRules' memo).
 * @internal
 */
export function rollHit<T extends Creature>(
  rng: Rng,
  target: T,
  rolled: number,
  rules: RulesOptions,
  attacker: Creature | undefined,
  fn: string,
): TakeDamageResult<T> {
  const hit = damage(target, rolled, rules);
  if (!hit.criticalSave && hit.scar === null) return result(hit, hit.target, hit.dead, null, null, null, hit.events);

  // damage() built this array for this call alone; keep appending to it.
  const events = hit.events as RulesEvent[];
  let next = hit.target;
  let save: SaveResult | null = null;
  let outcome: CriticalOutcome | null = null;
  if (hit.criticalSave) {
    const d20 = rollDie(rng, 20, fn);
    events.push(d20Event(d20));
    const result = criticalSave(next, d20, rules, fn);
    events.push(...result.events);
    next = result.target;
    save = result.save;
    outcome = result.outcome;
    if (result.doomedMaxHpRoll) {
      const hp = roll(rng, knownDice('3d6'));
      events.push(rolledEvent('doomed-max-hp', hp));
      next = applyScoreChange(next, { change: 'raise', score: 'hp', dice: '3d6' }, hp.total, 'doomed', events);
    }
    if (!result.save.success && attacker?.onTargetCritFail !== undefined) {
      const effect = rollCritFailEffect(rng, next, attacker.onTargetCritFail);
      events.push(...effect.events);
      next = effect.target;
    }
  }
  let scarTaken: ScarRecord | null = null;
  if (hit.scar !== null && outcome !== 'dead') {
    const scarred = applyScar(rng, next, hit.scar);
    events.push(...scarred.events);
    next = scarred.target;
    scarTaken = scarred.scar;
  }
  return result(hit, next, hit.dead || outcome === 'dead', save, outcome, scarTaken, events);
}

/** The result as an object literal: `{ ...hit, ... }` is many times slower in V8 here (see withField). */
function result<T extends Creature>(
  hit: DamageResult<T>,
  target: T,
  dead: boolean,
  save: SaveResult | null,
  outcome: CriticalOutcome | null,
  scarTaken: ScarRecord | null,
  events: readonly RulesEvent[],
): TakeDamageResult<T> {
  return {
    target,
    rolled: hit.rolled,
    armor: hit.armor,
    afterArmor: hit.afterArmor,
    hpLost: hit.hpLost,
    strLost: hit.strLost,
    scar: hit.scar,
    criticalSave: hit.criticalSave,
    dead,
    events,
    save,
    outcome,
    scarTaken,
  };
}
