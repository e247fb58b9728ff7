// The typed, deep-frozen export of data/1e/osr-conversion.json.
import data from '../../../data/1e/osr-conversion.json';
import { freezeDataset } from '../freeze.js';
import type { OsrConversion1e } from '../types.js';

/**
 * The 1st edition Converting OSR Monsters: R096, C26. Source: Cairn SRD, Converting Monsters (OSR).
 * Raw JSON: `cairn-rules/data/1e/osr-conversion.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * OSR_CONVERSION_1E.hpPerHitDie; // 1
 * @category Tables 1e
 */
export const OSR_CONVERSION_1E: OsrConversion1e = /* @__PURE__ */ freezeDataset<OsrConversion1e>(data);
