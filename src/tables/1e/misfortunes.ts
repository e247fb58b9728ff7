// The typed, deep-frozen export of data/1e/misfortunes.json.
import data from '../../../data/1e/misfortunes.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Misfortunes (d10): R010. Source: Cairn SRD, Character Traits: Misfortunes.
 * Raw JSON: `cairn-rules/data/1e/misfortunes.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(MISFORTUNES_1E, 3).row.id; // 'trait/misfortunes/blackmailed'
 * rollOnTable(seededRng(1), MISFORTUNES_1E).row.name.en; // one of the 10 rows
 * @category Tables 1e
 */
export const MISFORTUNES_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
