// The typed, deep-frozen export of data/1e/physique.json.
import data from '../../../data/1e/physique.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Physique (d10): R010. Source: Cairn SRD, Character Traits: Physique.
 * Raw JSON: `cairn-rules/data/1e/physique.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(PHYSIQUE_1E, 3).row.id; // 'trait/physique/flabby'
 * rollOnTable(seededRng(1), PHYSIQUE_1E).row.name.en; // one of the 10 rows
 * @category Tables 1e
 */
export const PHYSIQUE_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
