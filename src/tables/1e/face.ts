// The typed, deep-frozen export of data/1e/face.json.
import data from '../../../data/1e/face.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Face (d10): R010. Source: Cairn SRD, Character Traits: Face.
 * Raw JSON: `cairn-rules/data/1e/face.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(FACE_1E, 3).row.id; // 'trait/face/chiseled'
 * rollOnTable(seededRng(1), FACE_1E).row.name.en; // one of the 10 rows
 * @category Tables 1e
 */
export const FACE_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
