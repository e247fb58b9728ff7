// The typed, deep-frozen export of data/2e/speech.json.
import data from '../../../data/2e/speech.json';
import { freezeDataset } from '../freeze.js';
import type { TextTable } from '../types.js';

/**
 * The 2nd edition Speech (d10): R011. Source: Cairn 2e Player's Guide, Character Traits: Speech.
 * Raw JSON: `cairn-rules/data/2e/speech.json`; Chinese only where a seed has the words.
 *
 * @example
 * lookup(SPEECH_2E, 3).row.id; // 'trait/speech/cryptic'
 * rollOnTable(seededRng(1), SPEECH_2E).row.name.en; // one of the 10 rows
 * @category Tables 2e
 */
export const SPEECH_2E: TextTable = /* @__PURE__ */ freezeDataset<TextTable>(data);
