// The typed, deep-frozen export of data/2e/scars.json.
import data from '../../../data/2e/scars.json';
import { freezeDataset } from '../freeze.js';
import type { ScarsTable } from '../types.js';

/**
 * The 2nd edition Scars Table (d12): R044–R054. Source: Cairn 2e Player's Guide, Scars.
 * Raw JSON: `cairn-rules/data/2e/scars.json`; zh-Hans from seed 004; zh-Hant from seed 000.
 *
 * @example
 * lookup(SCARS_2E, 3).row.id; // 'scar/walloped'
 * rollOnTable(seededRng(1), SCARS_2E).row.name.en; // one of the 12 rows
 * @category Tables 2e
 */
export const SCARS_2E: ScarsTable = /* @__PURE__ */ freezeDataset<ScarsTable>(data);
