// The typed, deep-frozen export of data/2e/reactions.json.
import data from '../../../data/2e/reactions.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 2nd edition Reactions (2d6): R089. Source: Cairn 2e Player's Guide, Reactions.
 * Raw JSON: `cairn-rules/data/2e/reactions.json`; zh-Hans from seed 004; zh-Hant from seed 000.
 *
 * @example
 * lookup(REACTIONS_2E, 6).row.id; // 'reaction/curious'
 * rollOnTable(seededRng(1), REACTIONS_2E).row.name.en; // one of the 5 rows
 * @category Tables 2e
 */
export const REACTIONS_2E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
