// The typed, deep-frozen export of data/2e/marketplace-armor.json.
import data from '../../../data/2e/marketplace-armor.json';
import { freezeDataset } from '../freeze.js';
import type { PriceList } from '../types.js';

/**
 * The 2nd edition Marketplace: Armor: R027, C18. Source: Cairn 2e Player's Guide, Marketplace: Armor.
 * Raw JSON: `cairn-rules/data/2e/marketplace-armor.json`; Chinese only where a seed has the words.
 *
 * @example
 * MARKETPLACE_ARMOR_2E.entries[0]?.price; // 10 (Shield)
 * MARKETPLACE_ARMOR_2E.entries.find((entry) => entry.id === 'item/shield')?.item;
 * @category Tables 2e
 */
export const MARKETPLACE_ARMOR_2E: PriceList = /* @__PURE__ */ freezeDataset<PriceList>(data);
