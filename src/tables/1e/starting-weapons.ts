// The typed, deep-frozen export of data/1e/starting-weapons.json.
import data from '../../../data/1e/starting-weapons.json';
import { freezeDataset } from '../freeze.js';
import type { ChoiceTable } from '../types.js';

/**
 * The 1st edition Weapons (d20): R014. Source: Cairn SRD, Starting Gear: Weapons.
 * Raw JSON: `cairn-rules/data/1e/starting-weapons.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(STARTING_WEAPONS_1E, 15).row.id; // 'result/starting-weapons/bow-crossbow-sling'
 * lookup(STARTING_WEAPONS_1E, 15).row.options.map((option) => option.item); // Items for an inventory
 * rollOnTable(seededRng(1), STARTING_WEAPONS_1E).row.name.en; // one of the 4 rows
 * @category Tables 1e
 */
export const STARTING_WEAPONS_1E: ChoiceTable = /* @__PURE__ */ freezeDataset<ChoiceTable>(data);
