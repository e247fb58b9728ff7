// The typed, deep-frozen export of data/1e/reputation.json.
import data from '../../../data/1e/reputation.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Reputation (d10): R010. Source: Cairn SRD, Character Traits: Reputation.
 * Raw JSON: `cairn-rules/data/1e/reputation.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(REPUTATION_1E, 3).row.id; // 'trait/reputation/dangerous'
 * rollOnTable(seededRng(1), REPUTATION_1E).row.name.en; // one of the 10 rows
 * @category Tables 1e
 */
export const REPUTATION_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
