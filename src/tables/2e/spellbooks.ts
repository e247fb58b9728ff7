// The typed, deep-frozen export of data/2e/spellbooks.json.
import data from '../../../data/2e/spellbooks.json';
import { freezeDataset } from '../freeze.js';
import type { SpellTable } from '../types.js';

/**
 * The 2nd edition Spellbooks (d100): C19. Source: Cairn 2e Warden's Guide, Spellbooks.
 * Raw JSON: `cairn-rules/data/2e/spellbooks.json`; Chinese only where a seed has the words.
 *
 * @example
 * lookup(SPELLBOOKS_2E, 3).row.id; // 'spell/animate-object'
 * rollOnTable(seededRng(1), SPELLBOOKS_2E).row.name.en; // one of the 100 rows
 * @category Tables 2e
 */
export const SPELLBOOKS_2E: SpellTable = /* @__PURE__ */ freezeDataset<SpellTable>(data);
