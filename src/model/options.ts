// House rules and editions: where the sources disagree (RULES.md,
// "Conflicts"), an option selects the behaviour. Defaults are the 2nd
// edition made precise by DAIRN.
import { mustBe } from './error.js';

/**
 * Every rules switch, with the 2e default named on each field. Functions
 * take `Partial<RulesOptions>` as their last argument; anything left out
 * takes its default from {@link DEFAULT_RULES}. Presets:
 * {@link PRESET_1E}, {@link PRESET_2E}, {@link PRESET_DAIRN}.
 *
 * An options object is checked (unknown names and values are refused) the
 * first time a function sees it and remembered after that: treat it as
 * immutable, as the presets are.
 *
 * @example
 * const houseRules: Partial<RulesOptions> = { scarOnOverflow: true, npcCritFailure: 'incapacitated' };
 * @category Options
 */
export interface RulesOptions {
  /** Which datasets generators use (gear, spells, bestiary, traits). Default `'2e'`. */
  readonly edition: '1e' | '2e';
  /** C27: Cairn's scars table, DAIRN's d12 variant (row rolled, not HP lost), or none. Default `'cairn'`. */
  readonly scars: 'cairn' | 'dairn-d12' | 'off';
  /**
   * C1: which number picks the scar row. `'hpLost'` (2e, default): HP lost
   * in this attack. `'rawDamage'`: the damage roll before armor (one 1e
   * reading). `'cumulative'`: all HP lost since HP was last full (the other
   * 1e reading), which is the maximum HP when HP reaches 0.
   */
  readonly scarIndex: 'hpLost' | 'rawDamage' | 'cumulative';
  /** C2: does damage that overflows into STR also give a scar? Default `false` (only exactly 0). */
  readonly scarOnOverflow: boolean;
  /** R055: a scar index above 12 uses row 12 (`'clamp12'`, default), a d12 roll (`'reroll'`), or no scar. */
  readonly scarIndexAbove12: 'clamp12' | 'reroll' | 'noScar';
  /** C3: at STR 0 or below after overflow, save anyway (`true`) or die without one (`false`, default). */
  readonly saveAtZeroStr: boolean;
  /** C4: stabilising Critical Damage needs aid (default) or aid and rest (1e). */
  readonly stabilize: 'aid' | 'aidAndRest';
  /** C5: an NPC or monster that fails its Critical Damage save is dead (default), incapacitated, or left to the Warden. */
  readonly npcCritFailure: 'dead' | 'incapacitated' | 'ask';
  /** C6: what Deprived blocks. Default: HP, attributes and clearing Fatigue (2e). */
  readonly deprivedBlocks: {
    /** No HP from rest while Deprived. */
    readonly hp: boolean;
    /** No attribute recovery while Deprived. */
    readonly attributes: boolean;
    /** No clearing of Fatigue while Deprived. */
    readonly fatigueClear: boolean;
  };
  /** C25: Fatigue from deprivation: one a day after the first (`'afterFirstDay'`, default) or one a day once past one day. */
  readonly deprivationFatigue: 'afterFirstDay' | 'everyDayOnceOverOne';
  /** C7: forced Fatigue with no free slot: an item must be dropped (default) or the Fatigue is refused. */
  readonly fatigueWhenFull: 'dropItem' | 'reject';
  /** C8: ten abstract slots (default) or 1e's two hands, two body slots and a six-slot pack. */
  readonly slotLayout: 'abstract' | 'hands-body-pack';
  /** C8: petty items take no slot (2e, default `true`). */
  readonly pettyItems: boolean;
  /** C9: with all slots full, HP counts as 0 while full (default) or until the next rest. */
  readonly fullInventoryHp: 'zeroWhileFull' | 'zeroUntilRest';
  /** Personal inventory slots. Default 10. */
  readonly inventorySlots: number;
  /** C12: a DEX save for every PC in round 1 (default), or only when the order is in doubt. */
  readonly initiative: 'firstRoundDexSave' | 'onlyWhenUncertain';
  /** C13: feet a character moves on its turn, or `null` for "what is reasonable". Default 40. */
  readonly movementFt: number | null;
  /** C14: especially distant ranged targets make the attack Impaired. Default `true`. */
  readonly rangedDistantImpaired: boolean;
  /** C15: damage outside combat goes straight to an attribute (default) or through armor, HP and STR. */
  readonly outOfCombatDamage: 'attribute' | 'hpThenStr';
  /** C22: a dead PC's player makes a new PC or takes over a hireling (default), or only makes a new PC. */
  readonly onDeath: 'newPcOrHireling' | 'newPc';
  /** C23: attribute recovery takes this many days of rest, and maybe a healer. Default 7 days, healer optional. */
  readonly attributeRecovery: {
    /** Days of rest. */
    readonly days: number;
    /** Whether a healer is required (1e summary) or only usual (2e). */
    readonly requiresHealer: boolean;
  };
  /** R064: Impaired and Enhanced at once cancel out (default) or Impaired wins. */
  readonly modifierConflict: 'cancel' | 'impairedWins';
  /** R020: coins of 100 gp or more take one slot per full 100 gp (default) or none. */
  readonly coinSlots: 'perHundred' | 'none';
}

function deepFreeze<T extends object>(value: T): T {
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'object' && field !== null) deepFreeze(field);
  }
  return Object.freeze(value);
}

/**
 * The defaults: Cairn 2nd edition, made precise by DAIRN where 2e is
 * ambiguous (RULES.md, "Conflicts"). Deeply frozen.
 *
 * @example
 * DEFAULT_RULES.scarIndex; // 'hpLost'
 * @category Options
 */
export const DEFAULT_RULES: RulesOptions = /* @__PURE__ */ deepFreeze({
  edition: '2e',
  scars: 'cairn',
  scarIndex: 'hpLost',
  scarOnOverflow: false,
  scarIndexAbove12: 'clamp12',
  saveAtZeroStr: false,
  stabilize: 'aid',
  npcCritFailure: 'dead',
  deprivedBlocks: { hp: true, attributes: true, fatigueClear: true },
  deprivationFatigue: 'afterFirstDay',
  fatigueWhenFull: 'dropItem',
  slotLayout: 'abstract',
  pettyItems: true,
  fullInventoryHp: 'zeroWhileFull',
  inventorySlots: 10,
  initiative: 'firstRoundDexSave',
  movementFt: 40,
  rangedDistantImpaired: true,
  outOfCombatDamage: 'attribute',
  onDeath: 'newPcOrHireling',
  attributeRecovery: { days: 7, requiresHealer: false },
  modifierConflict: 'cancel',
  coinSlots: 'perHundred',
} satisfies RulesOptions);

/** The defaults with some options changed, deeply frozen (the spread lives here so bundlers can drop unused presets). */
function preset(changes: Partial<RulesOptions>): RulesOptions {
  return deepFreeze({ ...DEFAULT_RULES, ...changes });
}

/**
 * Cairn 2nd edition as written, ambiguities resolved as in the defaults:
 * the same as {@link DEFAULT_RULES}, under a name that says so.
 *
 * @example
 * applyDamage(pc, 6, PRESET_2E);
 * @category Options
 */
export const PRESET_2E: RulesOptions = DEFAULT_RULES;

/**
 * Cairn 1st edition (the SRD read literally): the scar row from the total
 * damage, aid and rest to stabilise, Deprived blocks HP and attributes but
 * not clearing Fatigue, no rule for Fatigue with a full inventory, the
 * hands/body/pack layout without petty items, initiative only when in
 * doubt, a healer required for recovery.
 *
 * @example
 * takeDamage(rng, pc, 6, PRESET_1E);
 * @category Options
 */
export const PRESET_1E: RulesOptions = /* @__PURE__ */ preset({
  edition: '1e',
  scarIndex: 'cumulative',
  stabilize: 'aidAndRest',
  deprivedBlocks: { hp: true, attributes: true, fatigueClear: false },
  fatigueWhenFull: 'reject',
  slotLayout: 'hands-body-pack',
  pettyItems: false,
  initiative: 'onlyWhenUncertain',
  rangedDistantImpaired: false,
  attributeRecovery: { days: 7, requiresHealer: true },
});

/**
 * DAIRN: no scars in the base rules, movement "a reasonable distance",
 * a dead PC's player makes a new PC, and hazards deal damage through armor,
 * HP and STR.
 *
 * @example
 * takeDamage(rng, pc, 6, PRESET_DAIRN).scar; // null: DAIRN has no scars
 * @category Options
 */
export const PRESET_DAIRN: RulesOptions = /* @__PURE__ */ preset({
  scars: 'off',
  movementFt: null,
  onDeath: 'newPc',
  outOfCombatDamage: 'hpThenStr',
});

type Check = (value: unknown) => boolean;
const oneOf =
  (...allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
const inRange =
  (min: number, max: number): Check =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).every((key) => key in fields) &&
    Object.entries(fields).every(([key, check]) => check((value as Record<string, unknown>)[key]));

/** Built on first use, so importing the module does no work. */
let checks: Record<keyof RulesOptions, readonly [Check, string]> | undefined;
const makeChecks = (): Record<keyof RulesOptions, readonly [Check, string]> => ({
  edition: [oneOf('1e', '2e'), '"1e" or "2e"'],
  scars: [oneOf('cairn', 'dairn-d12', 'off'), '"cairn", "dairn-d12" or "off"'],
  scarIndex: [oneOf('hpLost', 'rawDamage', 'cumulative'), '"hpLost", "rawDamage" or "cumulative"'],
  scarOnOverflow: [isBoolean, 'a boolean'],
  scarIndexAbove12: [oneOf('clamp12', 'reroll', 'noScar'), '"clamp12", "reroll" or "noScar"'],
  saveAtZeroStr: [isBoolean, 'a boolean'],
  stabilize: [oneOf('aid', 'aidAndRest'), '"aid" or "aidAndRest"'],
  npcCritFailure: [oneOf('dead', 'incapacitated', 'ask'), '"dead", "incapacitated" or "ask"'],
  deprivedBlocks: [
    shape({ hp: isBoolean, attributes: isBoolean, fatigueClear: isBoolean }),
    '{ hp, attributes, fatigueClear } booleans',
  ],
  deprivationFatigue: [oneOf('afterFirstDay', 'everyDayOnceOverOne'), '"afterFirstDay" or "everyDayOnceOverOne"'],
  fatigueWhenFull: [oneOf('dropItem', 'reject'), '"dropItem" or "reject"'],
  slotLayout: [oneOf('abstract', 'hands-body-pack'), '"abstract" or "hands-body-pack"'],
  pettyItems: [isBoolean, 'a boolean'],
  fullInventoryHp: [oneOf('zeroWhileFull', 'zeroUntilRest'), '"zeroWhileFull" or "zeroUntilRest"'],
  inventorySlots: [inRange(1, 100), 'an integer from 1 to 100'],
  initiative: [oneOf('firstRoundDexSave', 'onlyWhenUncertain'), '"firstRoundDexSave" or "onlyWhenUncertain"'],
  movementFt: [(value) => value === null || inRange(0, 1000)(value), 'an integer from 0 to 1000, or null'],
  rangedDistantImpaired: [isBoolean, 'a boolean'],
  outOfCombatDamage: [oneOf('attribute', 'hpThenStr'), '"attribute" or "hpThenStr"'],
  onDeath: [oneOf('newPcOrHireling', 'newPc'), '"newPcOrHireling" or "newPc"'],
  attributeRecovery: [
    shape({ days: inRange(0, 365), requiresHealer: isBoolean }),
    '{ days: 0..365, requiresHealer: boolean }',
  ],
  modifierConflict: [oneOf('cancel', 'impairedWins'), '"cancel" or "impairedWins"'],
  coinSlots: [oneOf('perHundred', 'none'), '"perHundred" or "none"'],
});

/** Options objects already checked and merged, by identity (see RulesOptions). */
const resolved = /* @__PURE__ */ new WeakMap<object, RulesOptions>();

/**
 * Merges `options` over {@link DEFAULT_RULES} and checks every name and
 * value, so a typo is an error rather than a silently ignored house rule.
 * Rules functions call this themselves; call it to check a configuration
 * up front (for example when a VTT loads its settings).
 *
 * @param extraKeys - names the calling function also accepts in the same object (such as `attacker`)
 * @throws CairnError `BAD_OPTION` naming the option and the value.
 * @example
 * resolveRules({ scars: 'off' }).scars; // 'off'
 * resolveRules({ scar: 'off' }); // throws: resolveRules: options.scar must be a known option, got "off"
 * @category Options
 */
export function resolveRules(
  options?: Partial<RulesOptions>,
  functionName = 'resolveRules',
  extraKeys: readonly string[] = [],
): RulesOptions {
  if (options === undefined) return DEFAULT_RULES;
  if (typeof options !== 'object' || options === null) {
    throw mustBe('BAD_OPTION', functionName, 'options', 'an object of rules options', options);
  }
  const known = resolved.get(options);
  if (known !== undefined) return known;
  checks ??= makeChecks();
  const CHECKS = checks;
  for (const [key, value] of Object.entries(options)) {
    // Own keys only: "valueOf" or "constructor" must not find Object.prototype's.
    const check = Object.hasOwn(CHECKS, key) ? CHECKS[key as keyof RulesOptions] : undefined;
    if (check === undefined) {
      if (extraKeys.includes(key)) continue;
      throw mustBe('BAD_OPTION', functionName, `options.${key}`, 'a known option', value);
    }
    if (value !== undefined && !check[0](value)) throw mustBe('BAD_OPTION', functionName, `options.${key}`, check[1], value);
  }
  const merged: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const key of Object.keys(CHECKS)) {
    const value = (options as Record<string, unknown>)[key];
    if (value !== undefined) merged[key] = value;
  }
  const result = deepFreeze(structuredCopy(merged)) as unknown as RulesOptions;
  resolved.set(options, result);
  return result;
}

/** Copies the nested option objects so later changes to the caller's object cannot reach the frozen result. */
function structuredCopy(merged: Record<string, unknown>): Record<string, unknown> {
  const deprived = merged['deprivedBlocks'] as RulesOptions['deprivedBlocks'];
  const recovery = merged['attributeRecovery'] as RulesOptions['attributeRecovery'];
  return { ...merged, deprivedBlocks: { ...deprived }, attributeRecovery: { ...recovery } };
}
