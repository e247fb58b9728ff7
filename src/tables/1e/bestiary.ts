// The typed, deep-frozen export of data/1e/bestiary.json.
import data from '../../../data/1e/bestiary.json';
import { freezeDataset } from '../freeze.js';
import type { Bestiary } from '../types.js';

/**
 * The 1st edition Bestiary: R040, R093, C20. Source: Cairn SRD, Bestiary.
 * Raw JSON: `cairn-rules/data/1e/bestiary.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * const troll = BESTIARY_1E.monsters[3]!;
 * createCreature({ ...troll.stats, name: troll.name.en }); // 12 HP, 15 STR
 * @category Tables 1e
 */
export const BESTIARY_1E: Bestiary = /* @__PURE__ */ freezeDataset<Bestiary>(data);
