// The typed, deep-frozen export of data/2e/face.json.
import data from '../../../data/2e/face.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 2nd edition Face (d10): R011, C21. Source: Cairn 2e Player's Guide, Character Traits: Face.
 * Raw JSON: `cairn-rules/data/2e/face.json`; Chinese only where a seed has the words.
 *
 * @example
 * lookup(FACE_2E, 3).row.id; // 'trait/face/chiseled'
 * rollOnTable(seededRng(1), FACE_2E).row.name.en; // one of the 10 rows
 * @category Tables 2e
 */
export const FACE_2E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
