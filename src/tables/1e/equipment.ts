// The typed, deep-frozen export of data/1e/equipment.json.
import data from '../../../data/1e/equipment.json';
import { freezeDataset } from '../freeze.js';
import type { PriceList } from '../types.js';

/**
 * The 1st edition Equipment List: R019, R025, C18. Source: Cairn SRD, Equipment List.
 * Raw JSON: `cairn-rules/data/1e/equipment.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * EQUIPMENT_1E.entries[0]?.price; // 10 (Shield)
 * EQUIPMENT_1E.entries.find((entry) => entry.id === 'item/shield')?.item;
 * @category Tables 1e
 */
export const EQUIPMENT_1E: PriceList = /* @__PURE__ */ freezeDataset<PriceList>(data);
