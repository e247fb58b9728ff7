// The typed, deep-frozen export of data/2e/hair.json.
import data from '../../../data/2e/hair.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 2nd edition Hair (d10): R011. Source: Cairn 2e Player's Guide, Character Traits: Hair.
 * Raw JSON: `cairn-rules/data/2e/hair.json`; Chinese only where a seed has the words.
 *
 * @example
 * lookup(HAIR_2E, 3).row.id; // 'trait/hair/curly'
 * rollOnTable(seededRng(1), HAIR_2E).row.name.en; // one of the 10 rows
 * @category Tables 2e
 */
export const HAIR_2E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
