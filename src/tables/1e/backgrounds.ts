// The typed, deep-frozen export of data/1e/backgrounds.json.
import data from '../../../data/1e/backgrounds.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Backgrounds (d20): R010. Source: Cairn SRD, Names & Backgrounds: Backgrounds.
 * Raw JSON: `cairn-rules/data/1e/backgrounds.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(BACKGROUNDS_1E, 3).row.id; // 'background/burglar'
 * rollOnTable(seededRng(1), BACKGROUNDS_1E).row.name.en; // one of the 20 rows
 * @category Tables 1e
 */
export const BACKGROUNDS_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
