// The typed, deep-frozen export of data/2e/relics.json.
import data from '../../../data/2e/relics.json';
import { freezeDataset } from '../freeze.js';
import type { RelicList } from '../types.js';

/**
 * The 2nd edition Relics: R086. Source: Cairn 2e Warden's Guide, Reliquary.
 * Raw JSON: `cairn-rules/data/2e/relics.json`; Chinese only where a seed has the words.
 *
 * @example
 * RELICS_2E.relics[0]?.item; // A Blade Called Hope, no uses
 * @category Tables 2e
 */
export const RELICS_2E: RelicList = /* @__PURE__ */ freezeDataset<RelicList>(data);
