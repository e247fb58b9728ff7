// The typed, deep-frozen export of data/1e/hair.json.
import data from '../../../data/1e/hair.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Hair (d10): R010. Source: Cairn SRD, Character Traits: Hair.
 * Raw JSON: `cairn-rules/data/1e/hair.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(HAIR_1E, 3).row.id; // 'trait/hair/curly'
 * rollOnTable(seededRng(1), HAIR_1E).row.name.en; // one of the 10 rows
 * @category Tables 1e
 */
export const HAIR_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
