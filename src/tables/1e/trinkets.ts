// The typed, deep-frozen export of data/1e/trinkets.json.
import data from '../../../data/1e/trinkets.json';
import { freezeDataset } from '../freeze.js';
import type { ItemTable } from '../types.js';

/**
 * The 1st edition Trinkets (d20): R014. Source: Cairn SRD, Starting Gear: Trinkets.
 * Raw JSON: `cairn-rules/data/1e/trinkets.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(TRINKETS_1E, 3).row.id; // 'item/dice-set'
 * lookup(TRINKETS_1E, 3).row.item; // {id: 'item/dice-set', kind: 'gear', slots: 1, carry: 'stowed'}
 * rollOnTable(seededRng(1), TRINKETS_1E).row.name.en; // one of the 20 rows
 * @category Tables 1e
 */
export const TRINKETS_1E: ItemTable = /* @__PURE__ */ freezeDataset<ItemTable>(data);
