// The typed, deep-frozen export of data/1e/relics.json.
import data from '../../../data/1e/relics.json';
import { freezeDataset } from '../freeze.js';
import type { RelicList } from '../types.js';

/**
 * The 1st edition Relics: R086, R087. Source: Cairn SRD, Relics.
 * Raw JSON: `cairn-rules/data/1e/relics.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * RELICS_1E.relics[0]?.item; // Honeyclasp, 3 charges
 * @category Tables 1e
 */
export const RELICS_1E: RelicList = /* @__PURE__ */ freezeDataset<RelicList>(data);
