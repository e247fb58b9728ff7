// The typed, deep-frozen export of data/2e/physique.json.
import data from '../../../data/2e/physique.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 2nd edition Physique (d10): R011, C21. Source: Cairn 2e Player's Guide, Character Traits: Physique.
 * Raw JSON: `cairn-rules/data/2e/physique.json`; Chinese only where a seed has the words.
 *
 * @example
 * lookup(PHYSIQUE_2E, 3).row.id; // 'trait/physique/flabby'
 * rollOnTable(seededRng(1), PHYSIQUE_2E).row.name.en; // one of the 10 rows
 * @category Tables 2e
 */
export const PHYSIQUE_2E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
