// The typed, deep-frozen export of data/1e/speech.json.
import data from '../../../data/1e/speech.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 1st edition Speech (d10): R010. Source: Cairn SRD, Character Traits: Speech.
 * Raw JSON: `cairn-rules/data/1e/speech.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(SPEECH_1E, 3).row.id; // 'trait/speech/cryptic'
 * rollOnTable(seededRng(1), SPEECH_1E).row.name.en; // one of the 10 rows
 * @category Tables 1e
 */
export const SPEECH_1E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
