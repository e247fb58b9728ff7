// The typed, deep-frozen export of data/2e/marketplace-weapons.json.
import data from '../../../data/2e/marketplace-weapons.json';
import { freezeDataset } from '../freeze.js';
import type { PriceList } from '../types.js';

/**
 * The 2nd edition Marketplace: Weapons: C18. Source: Cairn 2e Player's Guide, Marketplace: Weapons.
 * Raw JSON: `cairn-rules/data/2e/marketplace-weapons.json`; Chinese only where a seed has the words.
 *
 * @example
 * MARKETPLACE_WEAPONS_2E.entries[0]?.price; // 5 (Dagger, Cudgel, Sickle, Staff, etc.)
 * MARKETPLACE_WEAPONS_2E.entries.find((entry) => entry.id === 'item/weapon-d6')?.item;
 * @category Tables 2e
 */
export const MARKETPLACE_WEAPONS_2E: PriceList = /* @__PURE__ */ freezeDataset<PriceList>(data);
