// The typed, deep-frozen export of data/2e/clothing.json.
import data from '../../../data/2e/clothing.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 2nd edition Clothing (d10): R011. Source: Cairn 2e Player's Guide, Character Traits: Clothing.
 * Raw JSON: `cairn-rules/data/2e/clothing.json`; Chinese only where a seed has the words.
 *
 * @example
 * lookup(CLOTHING_2E, 3).row.id; // 'trait/clothing/elegant'
 * rollOnTable(seededRng(1), CLOTHING_2E).row.name.en; // one of the 10 rows
 * @category Tables 2e
 */
export const CLOTHING_2E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
