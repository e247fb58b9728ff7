// The typed, deep-frozen export of data/1e/starting-helmets-and-shields.json.
import data from '../../../data/1e/starting-helmets-and-shields.json';
import { freezeDataset } from '../freeze.js';
import type { ChoiceTable } from '../types.js';

/**
 * The 1st edition Helmets & Shields (d20): R014. Source: Cairn SRD, Starting Gear: Helmets & Shields.
 * Raw JSON: `cairn-rules/data/1e/starting-helmets-and-shields.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(STARTING_HELMETS_AND_SHIELDS_1E, 17).row.id; // 'item/shield'
 * lookup(STARTING_HELMETS_AND_SHIELDS_1E, 17).row.options.map((option) => option.item); // Items for an inventory
 * rollOnTable(seededRng(1), STARTING_HELMETS_AND_SHIELDS_1E).row.name.en; // one of the 4 rows
 * @category Tables 1e
 */
export const STARTING_HELMETS_AND_SHIELDS_1E: ChoiceTable = /* @__PURE__ */ freezeDataset<ChoiceTable>(data);
