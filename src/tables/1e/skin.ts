// The typed, deep-frozen export of data/1e/skin.json.
import data from '../../../data/1e/skin.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Skin (d10): R010. Source: Cairn SRD, Character Traits: Skin.
 * Raw JSON: `cairn-rules/data/1e/skin.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(SKIN_1E, 3).row.id; // 'trait/skin/elongated'
 * rollOnTable(seededRng(1), SKIN_1E).row.name.en; // one of the 10 rows
 * @category Tables 1e
 */
export const SKIN_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
