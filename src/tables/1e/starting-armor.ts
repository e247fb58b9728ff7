// The typed, deep-frozen export of data/1e/starting-armor.json.
import data from '../../../data/1e/starting-armor.json';
import { freezeDataset } from '../freeze.js';
import type { ChoiceTable } from '../types.js';

/**
 * The 1st edition Armor (d20): R014. Source: Cairn SRD, Starting Gear: Armor.
 * Raw JSON: `cairn-rules/data/1e/starting-armor.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(STARTING_ARMOR_1E, 15).row.id; // 'item/chainmail'
 * lookup(STARTING_ARMOR_1E, 15).row.options.map((option) => option.item); // Items for an inventory
 * rollOnTable(seededRng(1), STARTING_ARMOR_1E).row.name.en; // one of the 4 rows
 * @category Tables 1e
 */
export const STARTING_ARMOR_1E: ChoiceTable = /* @__PURE__ */ freezeDataset<ChoiceTable>(data);
