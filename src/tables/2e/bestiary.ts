// The typed, deep-frozen export of data/2e/bestiary.json.
import data from '../../../data/2e/bestiary.json';
import { freezeDataset } from '../freeze.js';
import type { Bestiary } from '../types.js';

/**
 * The 2nd edition Bestiary: R040, R093, C20. Source: Cairn 2e Warden's Guide, Bestiary.
 * Raw JSON: `cairn-rules/data/2e/bestiary.json`; Chinese only where a seed has the words.
 *
 * @example
 * const troll = BESTIARY_2E.monsters[81]!;
 * createCreature({ ...troll.stats, name: troll.name.en }); // 10 HP, 15 STR
 * @category Tables 2e
 */
export const BESTIARY_2E: Bestiary = /* @__PURE__ */ freezeDataset<Bestiary>(data);
