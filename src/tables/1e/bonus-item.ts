// The typed, deep-frozen export of data/1e/bonus-item.json.
import data from '../../../data/1e/bonus-item.json';
import { freezeDataset } from '../freeze.js';
import type { TableRefTable } from '../types.js';

/**
 * The 1st edition Bonus Item (d20): R014. Source: Cairn SRD, Starting Gear: Bonus Item.
 * Raw JSON: `cairn-rules/data/1e/bonus-item.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(BONUS_ITEM_1E, 14).row.id; // 'result/bonus-item/armor-or-weapon'
 * rollOnTable(seededRng(1), BONUS_ITEM_1E).row.name.en; // one of the 4 rows
 * @category Tables 1e
 */
export const BONUS_ITEM_1E: TableRefTable = /* @__PURE__ */ freezeDataset<TableRefTable>(data);
