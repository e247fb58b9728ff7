// The typed, deep-frozen export of data/2e/marketplace-transport.json.
import data from '../../../data/2e/marketplace-transport.json';
import { freezeDataset } from '../freeze.js';
import type { PriceList } from '../types.js';

/**
 * The 2nd edition Marketplace: Transport: R025. Source: Cairn 2e Player's Guide, Marketplace: Transport.
 * Raw JSON: `cairn-rules/data/2e/marketplace-transport.json`; Chinese only where a seed has the words.
 *
 * @example
 * MARKETPLACE_TRANSPORT_2E.entries[0]?.price; // 30 (Cart)
 * MARKETPLACE_TRANSPORT_2E.entries.find((entry) => entry.id === 'item/cart')?.item;
 * @category Tables 2e
 */
export const MARKETPLACE_TRANSPORT_2E: PriceList = /* @__PURE__ */ freezeDataset<PriceList>(data);
