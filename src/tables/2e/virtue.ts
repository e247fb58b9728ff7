// The typed, deep-frozen export of data/2e/virtue.json.
import data from '../../../data/2e/virtue.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 2nd edition Virtue (d10): R011. Source: Cairn 2e Player's Guide, Character Traits: Virtue.
 * Raw JSON: `cairn-rules/data/2e/virtue.json`; Chinese only where a seed has the words.
 *
 * @example
 * lookup(VIRTUE_2E, 3).row.id; // 'trait/virtue/courageous'
 * rollOnTable(seededRng(1), VIRTUE_2E).row.name.en; // one of the 10 rows
 * @category Tables 2e
 */
export const VIRTUE_2E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
