// Every shipped table, per edition, in the order name() searches them:
// rule terms, spells, equipment, relics, bestiary, hirelings, gear
// packages, scars, then the rollable tables. Importing this module pulls
// in every table; import single tables to keep a bundle small.
import { FEMALE_NAMES_1E } from './1e/female-names.js';
import { MALE_NAMES_1E } from './1e/male-names.js';
import { SURNAMES_1E } from './1e/surnames.js';
import { BACKGROUNDS_1E } from './1e/backgrounds.js';
import { PHYSIQUE_1E } from './1e/physique.js';
import { SKIN_1E } from './1e/skin.js';
import { HAIR_1E } from './1e/hair.js';
import { FACE_1E } from './1e/face.js';
import { SPEECH_1E } from './1e/speech.js';
import { CLOTHING_1E } from './1e/clothing.js';
import { VIRTUE_1E } from './1e/virtue.js';
import { VICE_1E } from './1e/vice.js';
import { REPUTATION_1E } from './1e/reputation.js';
import { MISFORTUNES_1E } from './1e/misfortunes.js';
import { EQUIPMENT_1E } from './1e/equipment.js';
import { STARTING_ARMOR_1E } from './1e/starting-armor.js';
import { STARTING_HELMETS_AND_SHIELDS_1E } from './1e/starting-helmets-and-shields.js';
import { STARTING_WEAPONS_1E } from './1e/starting-weapons.js';
import { EXPEDITIONARY_GEAR_1E } from './1e/expeditionary-gear.js';
import { TOOLS_1E } from './1e/tools.js';
import { TRINKETS_1E } from './1e/trinkets.js';
import { BONUS_ITEM_1E } from './1e/bonus-item.js';
import { SPELLS_1E } from './1e/spells.js';
import { SPELLBOOKS_1E } from './1e/spellbooks.js';
import { RELICS_1E } from './1e/relics.js';
import { GEAR_PACKAGES_1E } from './1e/gear-packages.js';
import { BESTIARY_1E } from './1e/bestiary.js';
import { MONSTER_CREATION_1E } from './1e/monster-creation.js';
import { OSR_CONVERSION_1E } from './1e/osr-conversion.js';
import { REACTIONS_1E } from './1e/reactions.js';
import { SCARS_1E } from './1e/scars.js';
import { PHYSIQUE_2E } from './2e/physique.js';
import { SKIN_2E } from './2e/skin.js';
import { HAIR_2E } from './2e/hair.js';
import { FACE_2E } from './2e/face.js';
import { SPEECH_2E } from './2e/speech.js';
import { CLOTHING_2E } from './2e/clothing.js';
import { VIRTUE_2E } from './2e/virtue.js';
import { VICE_2E } from './2e/vice.js';
import { MARKETPLACE_ARMOR_2E } from './2e/marketplace-armor.js';
import { MARKETPLACE_WEAPONS_2E } from './2e/marketplace-weapons.js';
import { MARKETPLACE_TRANSPORT_2E } from './2e/marketplace-transport.js';
import { MARKETPLACE_UPKEEP_2E } from './2e/marketplace-upkeep.js';
import { MARKETPLACE_GEAR_2E } from './2e/marketplace-gear.js';
import { HIRELINGS_2E } from './2e/hirelings.js';
import { SPELLBOOKS_2E } from './2e/spellbooks.js';
import { RELICS_2E } from './2e/relics.js';
import { BESTIARY_2E } from './2e/bestiary.js';
import { REACTIONS_2E } from './2e/reactions.js';
import { SCARS_2E } from './2e/scars.js';
import { TERMS_2E } from './2e/terms.js';
import { MONSTER_CREATION_2E } from './2e/monster-creation.js';
import { OSR_CONVERSION_2E } from './2e/osr-conversion.js';
import type { Dataset } from './types.js';

/**
 * Every 1st edition table, rule terms and definitions first (the order `name`
 * searches them in). Importing this pulls in all of them.
 *
 * @example
 * DATASETS_1E.map((dataset) => dataset.id); // ['table/spells', ...]
 * @category Tables
 */
export const DATASETS_1E: readonly Dataset[] = /* @__PURE__ */ Object.freeze([
  SPELLS_1E,
  EQUIPMENT_1E,
  RELICS_1E,
  BESTIARY_1E,
  GEAR_PACKAGES_1E,
  SCARS_1E,
  BACKGROUNDS_1E,
  BONUS_ITEM_1E,
  CLOTHING_1E,
  EXPEDITIONARY_GEAR_1E,
  FACE_1E,
  FEMALE_NAMES_1E,
  HAIR_1E,
  MALE_NAMES_1E,
  MISFORTUNES_1E,
  MONSTER_CREATION_1E,
  OSR_CONVERSION_1E,
  PHYSIQUE_1E,
  REACTIONS_1E,
  REPUTATION_1E,
  SKIN_1E,
  SPEECH_1E,
  SPELLBOOKS_1E,
  STARTING_ARMOR_1E,
  STARTING_HELMETS_AND_SHIELDS_1E,
  STARTING_WEAPONS_1E,
  SURNAMES_1E,
  TOOLS_1E,
  TRINKETS_1E,
  VICE_1E,
  VIRTUE_1E,
]);

/**
 * Every 2nd edition table, rule terms and definitions first (the order `name`
 * searches them in). Importing this pulls in all of them.
 *
 * @example
 * DATASETS_2E.map((dataset) => dataset.id); // ['table/terms', ...]
 * @category Tables
 */
export const DATASETS_2E: readonly Dataset[] = /* @__PURE__ */ Object.freeze([
  TERMS_2E,
  MARKETPLACE_ARMOR_2E,
  MARKETPLACE_GEAR_2E,
  MARKETPLACE_TRANSPORT_2E,
  MARKETPLACE_UPKEEP_2E,
  MARKETPLACE_WEAPONS_2E,
  RELICS_2E,
  BESTIARY_2E,
  HIRELINGS_2E,
  SCARS_2E,
  CLOTHING_2E,
  FACE_2E,
  HAIR_2E,
  MONSTER_CREATION_2E,
  OSR_CONVERSION_2E,
  PHYSIQUE_2E,
  REACTIONS_2E,
  SKIN_2E,
  SPEECH_2E,
  SPELLBOOKS_2E,
  VICE_2E,
  VIRTUE_2E,
]);
