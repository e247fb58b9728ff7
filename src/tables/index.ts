// The tables: typed, deep-frozen data (data/**/*.json) and the functions
// that look faces up in them. Every table is its own module, so a bundler
// keeps only the tables a program imports.

// Shapes
export type {
  Bestiary,
  ChoiceRow,
  ChoiceTable,
  Companion,
  Dataset,
  DatasetMeta,
  Edition,
  GearPackage,
  GearPackageList,
  Hireling,
  HirelingList,
  ItemOption,
  ItemRow,
  ItemTable,
  LicenseRecord,
  Localization,
  LocalizedText,
  Monster,
  MonsterAttack,
  MonsterCreation,
  NamedRow,
  OsrConversion1e,
  OsrConversion2e,
  PackageEntry,
  PriceEntry,
  PriceList,
  Relic,
  RelicList,
  Rollable,
  RollableTable,
  ScaleStep,
  ScarDetailRow,
  ScarTableRow,
  ScarsTable,
  SourceRecord,
  Spell,
  SpellList,
  SpellNameRow,
  SpellTable,
  SpellbookRow,
  SpellbookTable,
  Spellcasting,
  StatLine,
  TableRefRow,
  TableRefTable,
  TableRow,
  Term,
  TermList,
  TextRecord,
  TextTable,
} from './types.js';

// Looking up and rolling
export {
  d100FromD10s,
  lookup,
  rollOnTable,
  safeParseTable,
  type SafeParseTableResult,
  type TableDiceEvent,
  type TableEvent,
  type TableIssue,
  type TableResult,
  type TableRowEvent,
} from './lookup.js';
export { DATASETS_1E, DATASETS_2E } from './datasets.js';

// 1st edition tables (the SRD)
export { FEMALE_NAMES_1E } from './1e/female-names.js';
export { MALE_NAMES_1E } from './1e/male-names.js';
export { SURNAMES_1E } from './1e/surnames.js';
export { BACKGROUNDS_1E } from './1e/backgrounds.js';
export { PHYSIQUE_1E } from './1e/physique.js';
export { SKIN_1E } from './1e/skin.js';
export { HAIR_1E } from './1e/hair.js';
export { FACE_1E } from './1e/face.js';
export { SPEECH_1E } from './1e/speech.js';
export { CLOTHING_1E } from './1e/clothing.js';
export { VIRTUE_1E } from './1e/virtue.js';
export { VICE_1E } from './1e/vice.js';
export { REPUTATION_1E } from './1e/reputation.js';
export { MISFORTUNES_1E } from './1e/misfortunes.js';
export { EQUIPMENT_1E } from './1e/equipment.js';
export { STARTING_ARMOR_1E } from './1e/starting-armor.js';
export { STARTING_HELMETS_AND_SHIELDS_1E } from './1e/starting-helmets-and-shields.js';
export { STARTING_WEAPONS_1E } from './1e/starting-weapons.js';
export { EXPEDITIONARY_GEAR_1E } from './1e/expeditionary-gear.js';
export { TOOLS_1E } from './1e/tools.js';
export { TRINKETS_1E } from './1e/trinkets.js';
export { BONUS_ITEM_1E } from './1e/bonus-item.js';
export { SPELLS_1E } from './1e/spells.js';
export { SPELLBOOKS_1E } from './1e/spellbooks.js';
export { RELICS_1E } from './1e/relics.js';
export { GEAR_PACKAGES_1E } from './1e/gear-packages.js';
export { BESTIARY_1E } from './1e/bestiary.js';
export { MONSTER_CREATION_1E } from './1e/monster-creation.js';
export { OSR_CONVERSION_1E } from './1e/osr-conversion.js';
export { REACTIONS_1E } from './1e/reactions.js';
export { SCARS_1E } from './1e/scars.js';

// 2nd edition tables
export { PHYSIQUE_2E } from './2e/physique.js';
export { SKIN_2E } from './2e/skin.js';
export { HAIR_2E } from './2e/hair.js';
export { FACE_2E } from './2e/face.js';
export { SPEECH_2E } from './2e/speech.js';
export { CLOTHING_2E } from './2e/clothing.js';
export { VIRTUE_2E } from './2e/virtue.js';
export { VICE_2E } from './2e/vice.js';
export { MARKETPLACE_ARMOR_2E } from './2e/marketplace-armor.js';
export { MARKETPLACE_WEAPONS_2E } from './2e/marketplace-weapons.js';
export { MARKETPLACE_TRANSPORT_2E } from './2e/marketplace-transport.js';
export { MARKETPLACE_UPKEEP_2E } from './2e/marketplace-upkeep.js';
export { MARKETPLACE_GEAR_2E } from './2e/marketplace-gear.js';
export { HIRELINGS_2E } from './2e/hirelings.js';
export { SPELLBOOKS_2E } from './2e/spellbooks.js';
export { RELICS_2E } from './2e/relics.js';
export { BESTIARY_2E } from './2e/bestiary.js';
export { REACTIONS_2E } from './2e/reactions.js';
export { SCARS_2E } from './2e/scars.js';
export { TERMS_2E } from './2e/terms.js';
export { MONSTER_CREATION_2E } from './2e/monster-creation.js';
export { OSR_CONVERSION_2E } from './2e/osr-conversion.js';
