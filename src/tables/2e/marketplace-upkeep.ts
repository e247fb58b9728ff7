// The typed, deep-frozen export of data/2e/marketplace-upkeep.json.
import data from '../../../data/2e/marketplace-upkeep.json';
import { freezeDataset } from '../freeze.js';
import type { PriceList } from '../types.js';

/**
 * The 2nd edition Marketplace: Upkeep & Recovery: R076. Source: Cairn 2e Player's Guide, Marketplace: Upkeep & Recovery.
 * Raw JSON: `cairn-rules/data/2e/marketplace-upkeep.json`; Chinese only where a seed has the words.
 *
 * @example
 * MARKETPLACE_UPKEEP_2E.entries[0]?.price; // 10 (Room & Board)
 * MARKETPLACE_UPKEEP_2E.entries.find((entry) => entry.id === 'service/room-and-board')?.item;
 * @category Tables 2e
 */
export const MARKETPLACE_UPKEEP_2E: PriceList = /* @__PURE__ */ freezeDataset<PriceList>(data);
