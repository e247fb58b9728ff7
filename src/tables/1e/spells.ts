// The typed, deep-frozen export of data/1e/spells.json.
import data from '../../../data/1e/spells.json';
import { freezeDataset } from '../freeze.js';
import type { SpellList } from '../types.js';

/**
 * The 1st edition Spells: R081, R088. Source: Cairn SRD, 100 Spells.
 * Raw JSON: `cairn-rules/data/1e/spells.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * SPELLS_1E.spells[0]?.name.en; // 'Adhere'
 * SPELLS_1E.spells[0]?.effect['zh-Hans']; // '一件物体会覆上极其粘稠的黏液。'
 * @category Tables 1e
 */
export const SPELLS_1E: SpellList = /* @__PURE__ */ freezeDataset<SpellList>(data);
