// The typed, deep-frozen export of data/1e/spellbooks.json.
import data from '../../../data/1e/spellbooks.json';
import { freezeDataset } from '../freeze.js';
import type { SpellbookTable } from '../types.js';

/**
 * The 1st edition Spellbooks (d100): R015. Source: Cairn SRD, Spellbooks (d100).
 * Raw JSON: `cairn-rules/data/1e/spellbooks.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * lookup(SPELLBOOKS_1E, 3).row.id; // 'spell/animate-object'
 * rollOnTable(seededRng(1), SPELLBOOKS_1E).row.name.en; // one of the 100 rows
 * @category Tables 1e
 */
export const SPELLBOOKS_1E: SpellbookTable = /* @__PURE__ */ freezeDataset<SpellbookTable>(data);
