// The typed, deep-frozen export of data/2e/hirelings.json.
import data from '../../../data/2e/hirelings.json';
import { freezeDataset } from '../freeze.js';
import type { HirelingList } from '../types.js';

/**
 * The 2nd edition Hirelings: R091, C11. Source: Cairn 2e Player's Guide, Marketplace: Hirelings (per day).
 * Raw JSON: `cairn-rules/data/2e/hirelings.json`; Chinese only where a seed has the words.
 *
 * @example
 * HIRELINGS_2E.hirelings.map((hireling) => hireling.wage); // [30, 5, 15, 10, 5, 10, 10, 5, 20, 5, 5, 20]
 * @category Tables 2e
 */
export const HIRELINGS_2E: HirelingList = /* @__PURE__ */ freezeDataset<HirelingList>(data);
