// The typed, deep-frozen export of data/2e/osr-conversion.json.
import data from '../../../data/2e/osr-conversion.json';
import { freezeDataset } from '../freeze.js';
import type { OsrConversion2e } from '../types.js';

/**
 * The 2nd edition Converting Monsters: R097, C26. Source: Cairn 2e Warden's Guide, Converting Monsters.
 * Raw JSON: `cairn-rules/data/2e/osr-conversion.json`; English only.
 *
 * @example
 * OSR_CONVERSION_2E.hp.base + OSR_CONVERSION_2E.hp.perHitDie * 4; // 7 HP for a 4 HD monster
 * @category Tables 2e
 */
export const OSR_CONVERSION_2E: OsrConversion2e = /* @__PURE__ */ freezeDataset<OsrConversion2e>(data);
