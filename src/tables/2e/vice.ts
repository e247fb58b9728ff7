// The typed, deep-frozen export of data/2e/vice.json.
import data from '../../../data/2e/vice.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 2nd edition Vice (d10): R011. Source: Cairn 2e Player's Guide, Character Traits: Vice.
 * Raw JSON: `cairn-rules/data/2e/vice.json`; Chinese only where a seed has the words.
 *
 * @example
 * lookup(VICE_2E, 3).row.id; // 'trait/vice/craven'
 * rollOnTable(seededRng(1), VICE_2E).row.name.en; // one of the 10 rows
 * @category Tables 2e
 */
export const VICE_2E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
