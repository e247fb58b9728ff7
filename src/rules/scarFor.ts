// R034, R055, C1, C27: which row of the scars table a hit calls for.
import { mustBe } from '../model/error.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import type { ScarRow } from '../model/scar.js';

/** scarFor without the checks, for rules that already resolved their options. @internal */
export function scarRowFor(index: number, rules: RulesOptions): ScarRow | 'd12' | null {
  if (rules.scars === 'off' || index < 1) return null;
  if (rules.scars === 'dairn-d12') return 'd12';
  if (index <= 12) return index as ScarRow;
  // R055: no source says what more than 12 HP lost means.
  if (rules.scarIndexAbove12 === 'clamp12') return 12;
  return rules.scarIndexAbove12 === 'reroll' ? 'd12' : null;
}

/**
 * The scars table row for a number of HP lost (R034): the row of that
 * number. Above 12 the `scarIndexAbove12` option decides: row 12
 * (`'clamp12'`, default), a d12 roll (`'reroll'`, returned as `'d12'`) or
 * no scar (R055). With `scars: 'dairn-d12'` the row is always rolled, with
 * `scars: 'off'` there is none (C27). Nothing for 0 HP lost.
 *
 * Which number to pass is the caller's choice (`scarIndex`, C1);
 * {@link applyDamage} makes it for you.
 *
 * @param hpLost - an integer of 0 or more
 * @throws CairnError `BAD_SCAR` for a bad number, `BAD_OPTION` for bad options.
 * @example
 * scarFor(3); // 3: Walloped
 * scarFor(14); // 12
 * scarFor(14, { scarIndexAbove12: 'noScar' }); // null
 * @category Scars
 */
export function scarFor(hpLost: number, options?: Partial<RulesOptions>): ScarRow | 'd12' | null {
  if (typeof hpLost !== 'number' || !Number.isInteger(hpLost) || hpLost < 0) {
    throw mustBe('BAD_SCAR', 'scarFor', 'hpLost', 'an integer of 0 or more', hpLost);
  }
  return scarRowFor(hpLost, resolveRules(options, 'scarFor'));
}
