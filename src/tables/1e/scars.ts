// The typed, deep-frozen export of data/1e/scars.json.
import data from '../../../data/1e/scars.json';
import { freezeDataset } from '../freeze.js';
import type { ScarsTable } from '../types.js';

/**
 * The 1st edition Scars (d12): R044–R054. Source: Cairn SRD, Scars.
 * Raw JSON: `cairn-rules/data/1e/scars.json`; zh-Hans from seed 003; zh-Hant from seed 000.
 *
 * @example
 * lookup(SCARS_1E, 3).row.id; // 'scar/walloped'
 * rollOnTable(seededRng(1), SCARS_1E).row.name.en; // one of the 12 rows
 * @category Tables 1e
 */
export const SCARS_1E: ScarsTable = /* @__PURE__ */ freezeDataset<ScarsTable>(data);
