// The typed, deep-frozen export of data/1e/monster-creation.json.
import data from '../../../data/1e/monster-creation.json';
import { freezeDataset } from '../freeze.js';
import type { MonsterCreation } from '../types.js';

/**
 * The 1st edition Creating Monsters: R093–R095. Source: Cairn SRD, Creating Monsters.
 * Raw JSON: `cairn-rules/data/1e/monster-creation.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * MONSTER_CREATION_1E.attributes.map((step) => step.value); // [3, 6, 10, 14, 18]
 * @category Tables 1e
 */
export const MONSTER_CREATION_1E: MonsterCreation = /* @__PURE__ */ freezeDataset<MonsterCreation>(data);
