// The typed, deep-frozen export of data/1e/gear-packages.json.
import data from '../../../data/1e/gear-packages.json';
import { freezeDataset } from '../freeze.js';
import type { GearPackageList } from '../types.js';

/**
 * The 1st edition Optional Gear Packages: R014. Source: Cairn SRD, Optional Gear Packages.
 * Raw JSON: `cairn-rules/data/1e/gear-packages.json`; zh-Hans from seed 003; zh-Hant converted by scripts/zh-hant.mjs.
 *
 * @example
 * GEAR_PACKAGES_1E.packages.map((gearPackage) => gearPackage.id); // ['package/cleric', ...]
 * @category Tables 1e
 */
export const GEAR_PACKAGES_1E: GearPackageList = /* @__PURE__ */ freezeDataset<GearPackageList>(data);
