// R074, R075, R077, R080, C6, C9, C23: resting restores HP, clears Fatigue
// and, given a week, restores attributes, unless Deprived. Injuries that
// wait for rest or recovery are reported, not applied (scars.ts does that).
import { conditionsOf, type Attribute, type Creature } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { RecoveryBlock, RulesEvent } from '../model/events.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import type { PendingId } from '../model/scar.js';
import { withoutCondition, withScore } from './change.js';
import { fatigueOut } from './fatigue.js';
import { assertCarrier, usageOf } from './inventory.js';

/**
 * Something a rest did not restore, and why.
 *
 * @example
 * const blocked: BlockedRecovery = { what: 'hp', reason: 'deprived' };
 * @category Recovery
 */
export interface BlockedRecovery {
  /** HP, Fatigue slots or attributes. */
  readonly what: 'hp' | 'fatigue' | 'attributes';
  /** Why it was not restored. */
  readonly reason: RecoveryBlock;
}

/**
 * What a rest did.
 *
 * @example
 * const result: RestResult = shortRest(pc);
 * result.hpRestored; // 3
 * @category Recovery
 */
export interface RestResult<T extends Creature = Creature> {
  /** The creature afterwards. */
  readonly target: T;
  /** HP restored. */
  readonly hpRestored: number;
  /** Fatigue cleared. */
  readonly fatigueCleared: number;
  /** Attribute points restored, STR, DEX and WIL together. */
  readonly attributesRestored: number;
  /** What the rest would have restored but did not. */
  readonly blocked: readonly BlockedRecovery[];
  /**
   * Injuries this rest lets the creature recover from, for `recover` or
   * `resolveRecovery` (the scars functions) to resolve: Walloped after a
   * night's rest (R046); Hamstrung and a Mortal Wound after a week (R050, R053).
   */
  readonly pendingReady: readonly PendingId[];
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

interface RestPlan {
  readonly hp: boolean;
  readonly fatigue: boolean;
  readonly attributes: boolean;
  readonly safe: boolean;
  readonly days: number;
  readonly healer: boolean;
}

const ATTRIBUTES: readonly Attribute[] = ['str', 'dex', 'wil'];

function rest<T extends Creature>(target: T, plan: RestPlan, rules: RulesOptions, fn: string): RestResult<T> {
  const conditions = conditionsOf(target);
  if (conditions.includes('dead') || conditions.includes('destroyed')) {
    throw mustBe('NOT_APPLICABLE', fn, 'target', 'alive (the dead do not rest)', conditions.join(', '));
  }
  // R037: a dying creature must be stabilised first; rest does not stabilise (C4 is `stabilize`).
  const dying = conditions.includes('dying');
  const deprived = conditions.includes('deprived');
  const blocks = rules.deprivedBlocks;
  const events: RulesEvent[] = [];
  const blocked: BlockedRecovery[] = [];
  const block = (what: BlockedRecovery['what'], reason: RecoveryBlock): void => {
    blocked.push({ what, reason });
    events.push({ type: 'recovery-blocked', what, reason });
  };
  let next: T = target;

  let fatigueCleared = 0;
  if (plan.fatigue && usageOf(next.inventory, rules).fatigue > 0) {
    if (dying) block('fatigue', 'dying');
    else if (!plan.safe) block('fatigue', 'unsafe');
    else if (deprived && blocks.fatigueClear) block('fatigue', 'deprived');
    else {
      const cleared = fatigueOut(next, Number.MAX_SAFE_INTEGER, 'rest', rules, events);
      next = cleared.target;
      fatigueCleared = cleared.removed;
    }
  }

  let hpRestored = 0;
  if (plan.hp && next.hp.current < next.hp.max) {
    if (dying) block('hp', 'dying');
    else if (deprived && blocks.hp) block('hp', 'deprived');
    // C9: with 'zeroUntilRest' the rest that brings HP back needs a free slot first (DAIRN).
    else if (rules.fullInventoryHp === 'zeroUntilRest' && usageOf(next.inventory, rules).used >= rules.inventorySlots) {
      block('hp', 'inventory-full');
    } else {
      hpRestored = next.hp.max - next.hp.current;
      next = withScore(next, 'hp', { current: next.hp.max, max: next.hp.max }, 'recovery', events);
    }
  }

  let attributesRestored = 0;
  const longEnough = plan.days >= rules.attributeRecovery.days;
  const cared = plan.healer || !rules.attributeRecovery.requiresHealer;
  if (plan.attributes) {
    const hurt = ATTRIBUTES.some((name) => next[name].current < next[name].max) || next.conditions.includes('critical');
    if (hurt) {
      if (dying) block('attributes', 'dying');
      else if (!longEnough) block('attributes', 'too-short');
      else if (!cared) block('attributes', 'no-healer');
      else if (deprived && blocks.attributes) block('attributes', 'deprived');
      else {
        for (const name of ATTRIBUTES) {
          const score = next[name];
          attributesRestored += score.max - score.current;
          next = withScore(next, name, { current: score.max, max: score.max }, 'recovery', events);
        }
        // R038: Critical Damage lasts until recovery.
        next = withoutCondition(next, 'critical', events);
      }
    }
  }

  const pendingReady: PendingId[] = [];
  if (!dying && plan.fatigue) {
    for (const effect of target.pending) {
      const ready = effect.until === 'rest' || (plan.attributes && effect.until === 'recovered' && longEnough && cared);
      if (ready && !pendingReady.includes(effect.id)) {
        pendingReady.push(effect.id);
        events.push({ type: 'pending-ready', id: effect.id });
      }
    }
  }
  return { target: next, hpRestored, fatigueCleared, attributesRestored, blocked, pendingReady, events };
}

/**
 * A few moments' rest and a drink of water (R074): restores all lost HP,
 * unless the creature is Deprived (R077, C6 `deprivedBlocks.hp`). It does
 * not clear Fatigue. With a full inventory the stored HP comes back but
 * counts as 0 until a slot is freed (C9 default); with `fullInventoryHp:
 * 'zeroUntilRest'` a slot must be freed before the rest (R022). A dying
 * creature must be stabilised first.
 *
 * @throws CairnError `NOT_APPLICABLE` for the dead, `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: { current: 1, max: 5 }, str: 10, dex: 10, wil: 10 });
 * shortRest(pc).target.hp; // { current: 5, max: 5 }
 * @category Recovery
 */
export function shortRest<T extends Creature>(target: T, options?: Partial<RulesOptions>): RestResult<T> {
  const fn = 'shortRest';
  assertCarrier(target, fn, 'target');
  const rules = resolveRules(options, fn);
  return rest(target, { hp: true, fatigue: false, attributes: false, safe: true, days: 0, healer: false }, rules, fn);
}

/**
 * Options for {@link nightRest}.
 *
 * @example
 * const options: NightRestOptions = { safe: false };
 * @category Recovery
 */
export interface NightRestOptions extends Partial<RulesOptions> {
  /** Somewhere safe (R080). Default `true`; an unsafe night clears no Fatigue. */
  readonly safe?: boolean;
}

/**
 * A full night's rest somewhere safe (R080; 2e Make Camp): clears all
 * Fatigue and restores all HP, unless Deprived (R077, C6: `deprivedBlocks`
 * says which; 1e does not stop clearing Fatigue). Fatigue is cleared first,
 * so a night's rest can free the slot that a full inventory needs (C9).
 * Walloped, which waits for a rest of a few hours, is reported in
 * `pendingReady` (R046). A creature Deprived of sleep itself should end
 * that first with {@link endDeprivation}.
 *
 * @throws CairnError `NOT_APPLICABLE` for the dead, `BAD_CREATURE`, `BAD_ITEM`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 3, str: 10, dex: 10, wil: 10,
 *   inventory: [{ id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' }],
 * });
 * nightRest(pc).fatigueCleared; // 1
 * @category Recovery
 */
export function nightRest<T extends Creature>(target: T, options?: NightRestOptions): RestResult<T> {
  const fn = 'nightRest';
  assertCarrier(target, fn, 'target');
  const rules = resolveRules(options, fn, ['safe']);
  const safe = options?.safe ?? true;
  if (typeof safe !== 'boolean') throw mustBe('BAD_OPTION', fn, 'options.safe', 'a boolean', safe);
  return rest(target, { hp: true, fatigue: true, attributes: false, safe, days: 1, healer: false }, rules, fn);
}

/**
 * Options for {@link weekRest}.
 *
 * @example
 * const options: WeekRestOptions = { healer: true };
 * @category Recovery
 */
export interface WeekRestOptions extends Partial<RulesOptions> {
  /** Days of rest. Default: what `attributeRecovery.days` requires (7). */
  readonly days?: number;
  /** Whether a healer or other expert tends the creature (R075). Default `false`. */
  readonly healer?: boolean;
}

/**
 * About a week's rest, usually with a healer (R075): everything a safe
 * night's rest does (R080), and lost attributes come back up to their
 * maximum, unless Deprived (R077, C6). How long it takes and whether the
 * healer is required is the `attributeRecovery` option (C23: 7 days, healer
 * optional in 2e; required by the 1e summary). Critical Damage ends with
 * the recovery (R038). Hamstrung and a stabilised Mortal Wound can now be
 * recovered from, as `pendingReady` reports (R050, R053).
 *
 * @throws CairnError `NOT_APPLICABLE` for the dead, `BAD_OPTION` (also for bad `days` or `healer`),
 * `BAD_CREATURE`, `BAD_ITEM`.
 * @example
 * const pc = createCreature({ kind: 'pc', hp: 4, str: { current: 5, max: 12 }, dex: 10, wil: 10 });
 * weekRest(pc, { healer: true }).target.str; // { current: 12, max: 12 }
 * weekRest(pc, PRESET_1E).blocked; // [{ what: 'attributes', reason: 'no-healer' }]
 * @category Recovery
 */
export function weekRest<T extends Creature>(target: T, options?: WeekRestOptions): RestResult<T> {
  const fn = 'weekRest';
  assertCarrier(target, fn, 'target');
  const rules = resolveRules(options, fn, ['days', 'healer']);
  const days = options?.days ?? rules.attributeRecovery.days;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > 3650) {
    throw mustBe('BAD_OPTION', fn, 'options.days', 'an integer from 0 to 3650', days);
  }
  const healer = options?.healer ?? false;
  if (typeof healer !== 'boolean') throw mustBe('BAD_OPTION', fn, 'options.healer', 'a boolean', healer);
  return rest(target, { hp: true, fatigue: true, attributes: true, safe: true, days, healer }, rules, fn);
}
