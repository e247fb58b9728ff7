// The typed, deep-frozen export of data/1e/virtue.json.
import data from '../../../data/1e/virtue.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Virtue (d10): R010. Source: Cairn SRD, Character Traits: Virtue.
 * Raw JSON: `cairn-rules/data/1e/virtue.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(VIRTUE_1E, 3).row.id; // 'trait/virtue/courageous'
 * rollOnTable(seededRng(1), VIRTUE_1E).row.name.en; // one of the 10 rows
 * @category Tables 1e
 */
export const VIRTUE_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
