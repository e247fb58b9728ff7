// The typed, deep-frozen export of data/2e/terms.json.
import data from '../../../data/2e/terms.json';
import { freezeDataset } from '../freeze.js';
import type { TermList } from '../types.js';

/**
 * The 2nd edition Terms: RULES.md Terms. Source: Cairn 2e Player's Guide, Core Rules: terms.
 * Raw JSON: `cairn-rules/data/2e/terms.json`; Chinese only where a seed has the words.
 *
 * @example
 * TERMS_2E.terms.find((term) => term.id === 'quality/blast')?.name['zh-Hant']; // '爆裂'
 * @category Tables 2e
 */
export const TERMS_2E: TermList = /* @__PURE__ */ freezeDataset<TermList>(data);
