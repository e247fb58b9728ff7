// The typed, deep-frozen export of data/1e/male-names.json.
import data from '../../../data/1e/male-names.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Male Names (d20): R010. Source: Cairn SRD, Names & Backgrounds: Male Names.
 * Raw JSON: `cairn-rules/data/1e/male-names.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(MALE_NAMES_1E, 3).row.id; // 'name/boroth'
 * rollOnTable(seededRng(1), MALE_NAMES_1E).row.name.en; // one of the 20 rows
 * @category Tables 1e
 */
export const MALE_NAMES_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
