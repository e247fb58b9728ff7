// The typed, deep-frozen export of data/1e/clothing.json.
import data from '../../../data/1e/clothing.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Clothing (d10): R010. Source: Cairn SRD, Character Traits: Clothing.
 * Raw JSON: `cairn-rules/data/1e/clothing.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(CLOTHING_1E, 3).row.id; // 'trait/clothing/elegant'
 * rollOnTable(seededRng(1), CLOTHING_1E).row.name.en; // one of the 10 rows
 * @category Tables 1e
 */
export const CLOTHING_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
