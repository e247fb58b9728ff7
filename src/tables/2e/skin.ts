// The typed, deep-frozen export of data/2e/skin.json.
import data from '../../../data/2e/skin.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 2nd edition Skin (d10): R011, C21. Source: Cairn 2e Player's Guide, Character Traits: Skin.
 * Raw JSON: `cairn-rules/data/2e/skin.json`; Chinese only where a seed has the words.
 *
 * @example
 * lookup(SKIN_2E, 3).row.id; // 'trait/skin/oily'
 * rollOnTable(seededRng(1), SKIN_2E).row.name.en; // one of the 10 rows
 * @category Tables 2e
 */
export const SKIN_2E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
