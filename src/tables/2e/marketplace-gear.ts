// The typed, deep-frozen export of data/2e/marketplace-gear.json.
import data from '../../../data/2e/marketplace-gear.json';
import { freezeDataset } from '../freeze.js';
import type { PriceList } from '../types.js';

/**
 * The 2nd edition Marketplace: Gear: R019, C18. Source: Cairn 2e Player's Guide, Marketplace: Gear.
 * Raw JSON: `cairn-rules/data/2e/marketplace-gear.json`; Chinese only where a seed has the words.
 *
 * @example
 * MARKETPLACE_GEAR_2E.entries[0]?.price; // 5 (Air Bladder)
 * MARKETPLACE_GEAR_2E.entries.find((entry) => entry.id === 'item/air-bladder')?.item;
 * @category Tables 2e
 */
export const MARKETPLACE_GEAR_2E: PriceList = /* @__PURE__ */ freezeDataset<PriceList>(data);
