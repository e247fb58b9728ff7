// The typed, deep-frozen export of data/1e/reactions.json.
import data from '../../../data/1e/reactions.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Reactions (2d6): R089. Source: Cairn SRD, Reactions.
 * Raw JSON: `cairn-rules/data/1e/reactions.json`; zh-Hans from seed 003; zh-Hant from seed 000.
 *
 * @example
 * lookup(REACTIONS_1E, 6).row.id; // 'reaction/curious'
 * rollOnTable(seededRng(1), REACTIONS_1E).row.name.en; // one of the 5 rows
 * @category Tables 1e
 */
export const REACTIONS_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
