// The typed, deep-frozen export of data/2e/monster-creation.json.
import data from '../../../data/2e/monster-creation.json';
import { freezeDataset } from '../freeze.js';
import type { MonsterCreation } from '../types.js';

/**
 * The 2nd edition Creating Monsters: R093–R095. Source: Cairn 2e Warden's Guide, Creating Monsters.
 * Raw JSON: `cairn-rules/data/2e/monster-creation.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * MONSTER_CREATION_2E.attributes.map((step) => step.value); // [3, 6, 10, 14, 18]
 * @category Tables 2e
 */
export const MONSTER_CREATION_2E: MonsterCreation = /* @__PURE__ */ freezeDataset<MonsterCreation>(data);
