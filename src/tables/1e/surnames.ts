// The typed, deep-frozen export of data/1e/surnames.json.
import data from '../../../data/1e/surnames.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Surnames (d20): R010. Source: Cairn SRD, Names & Backgrounds: Surnames.
 * Raw JSON: `cairn-rules/data/1e/surnames.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(SURNAMES_1E, 3).row.id; // 'surname/burl'
 * rollOnTable(seededRng(1), SURNAMES_1E).row.name.en; // one of the 20 rows
 * @category Tables 1e
 */
export const SURNAMES_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
