// The typed, deep-frozen export of data/1e/vice.json.
import data from '../../../data/1e/vice.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Vice (d10): R010. Source: Cairn SRD, Character Traits: Vice.
 * Raw JSON: `cairn-rules/data/1e/vice.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(VICE_1E, 3).row.id; // 'trait/vice/craven'
 * rollOnTable(seededRng(1), VICE_1E).row.name.en; // one of the 10 rows
 * @category Tables 1e
 */
export const VICE_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
