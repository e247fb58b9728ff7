// The typed, deep-frozen export of data/1e/expeditionary-gear.json.
import data from '../../../data/1e/expeditionary-gear.json';
import { freezeDataset } from '../freeze.js';
import type { ItemTable } from '../types.js';

/**
 * The 1st edition Expeditionary Gear (d20): R014. Source: Cairn SRD, Starting Gear: Expeditionary Gear.
 * Raw JSON: `cairn-rules/data/1e/expeditionary-gear.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(EXPEDITIONARY_GEAR_1E, 3).row.id; // 'item/cart'
 * lookup(EXPEDITIONARY_GEAR_1E, 3).row.item; // {id: 'item/cart', kind: 'transport', slots: 2, carry: 'held', cargoSlots: 4}
 * rollOnTable(seededRng(1), EXPEDITIONARY_GEAR_1E).row.name.en; // one of the 20 rows
 * @category Tables 1e
 */
export const EXPEDITIONARY_GEAR_1E: ItemTable = /* @__PURE__ */ freezeDataset<ItemTable>(data);
