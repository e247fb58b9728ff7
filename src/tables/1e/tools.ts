// The typed, deep-frozen export of data/1e/tools.json.
import data from '../../../data/1e/tools.json';
import { freezeDataset } from '../freeze.js';
import type { ItemTable } from '../types.js';

/**
 * The 1st edition Tools (d20): R014. Source: Cairn SRD, Starting Gear: Tools.
 * Raw JSON: `cairn-rules/data/1e/tools.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(TOOLS_1E, 3).row.id; // 'item/caltrops'
 * lookup(TOOLS_1E, 3).row.item; // {id: 'item/caltrops', kind: 'gear', slots: 1, carry: 'stowed'}
 * rollOnTable(seededRng(1), TOOLS_1E).row.name.en; // one of the 20 rows
 * @category Tables 1e
 */
export const TOOLS_1E: ItemTable = /* @__PURE__ */ freezeDataset<ItemTable>(data);
