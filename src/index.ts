/**
 * The rules of the Cairn tabletop RPG as pure functions over immutable data,
 * with dice you inject.
 *
 * Cairn by Yochai Gal is licensed CC-BY-SA 4.0; this library's code is MIT.
 *
 * @packageDocumentation
 */

// Errors
export { CAIRN_ERROR_CODES, CairnError, isCairnError, type CairnErrorCode } from './model/error.js';

// Dice and randomness
export { MAX_SIDES, type Rng } from './dice/rng.js';
export { seededRng, restoreRng, type SeededRng, type SeededRngState } from './dice/seededRng.js';
export { mathRandomRng } from './dice/mathRandomRng.js';
export { cryptoRng } from './dice/cryptoRng.js';
export { rngFromUniform } from './dice/rngFromUniform.js';
export { rngFromInt32 } from './dice/rngFromInt32.js';
export { scriptedRng, type ScriptedRng } from './dice/scriptedRng.js';

// Dice notation and rolls
export {
  DICE_LIMITS,
  formatDice,
  parseDice,
  safeParseDice,
  type Dice,
  type DiceIssue,
  type DiceTerm,
  type SafeParseDiceResult,
} from './dice/notation.js';
export { roll, rollTotal, type DiceRoll, type RolledDie } from './dice/roll.js';

// Options: editions and house rules
export { DEFAULT_RULES, PRESET_1E, PRESET_2E, PRESET_DAIRN, resolveRules, type RulesOptions } from './model/options.js';

// Creatures and conditions
export {
  CONDITIONS,
  OUT_OF_ACTION,
  canAct,
  conditionsOf,
  createCreature,
  type Attribute,
  type Condition,
  type Creature,
  type CreatureKind,
  type CreatureSpec,
  type CritFailEffect,
  type Score,
  type ScoreName,
} from './model/creature.js';

// Items (as data)
export type { Item, ItemCarry, ItemKind, ItemRecharge, ItemUses } from './model/item.js';

// Events
export type {
  ArmorAbsorbedEvent,
  AttackResolvedEvent,
  CastBlock,
  CastBlockedEvent,
  CoinsChangedEvent,
  DropRequiredEvent,
  FatigueAddedEvent,
  FatigueCause,
  FatigueClearedEvent,
  FatigueRefusedEvent,
  InventoryFilledEvent,
  InventoryFreedEvent,
  ItemAddedEvent,
  ItemDroppedEvent,
  ItemMovedEvent,
  ItemUsedUpEvent,
  PendingReadyEvent,
  RecoveryBlock,
  RecoveryBlockedEvent,
  SpellCastEvent,
  UsesRestoredEvent,
  UsesSpentEvent,
  ChangeCause,
  ConditionGainedEvent,
  ConditionLostEvent,
  CritEffectEvent,
  DiceRolledEvent,
  PendingAddedEvent,
  PendingResolvedEvent,
  RollPurpose,
  RulesEvent,
  RulesResult,
  SaveMadeEvent,
  SaveOwedEvent,
  SavePurpose,
  ScarOwedEvent,
  ScarTakenEvent,
  ScoreChangedEvent,
} from './model/events.js';

// Saves
export {
  SAVE_USES,
  resolveDieOfFate,
  resolveSave,
  rollDieOfFate,
  rollSave,
  whoSaves,
  type DieOfFate,
  type SaveCandidate,
  type SaveResult,
} from './rules/saves.js';

// Armor and slots
export { MAX_ARMOR, armorOf, givesArmor, totalArmor } from './rules/armor.js';

// Damage and Critical Damage
export { applyDamage, type DamageResult } from './rules/damage.js';
export { takeDamage, type TakeDamageOptions, type TakeDamageResult } from './rules/takeDamage.js';
export {
  resolveCriticalSave,
  rollCriticalSave,
  resolveCritFailEffect,
  rollCritFailEffect,
  stabilize,
  type CriticalOutcome,
  type CriticalSaveResult,
  type StabilizeResult,
} from './rules/critical.js';
export {
  applyAttributeDamage,
  applyOutOfCombatDamage,
  takeOutOfCombatDamage,
  type AttributeDamageResult,
  type OutOfCombatOptions,
} from './rules/attributeDamage.js';

// Scars
export {
  SCAR_IDS,
  type PendingEffect,
  type PendingId,
  type ScarId,
  type ScarRecord,
  type ScarRow,
  type ScoreChange,
} from './model/scar.js';
export { scarFor } from './rules/scarFor.js';
export {
  applyScar,
  recover,
  resolveRecovery,
  resolveScar,
  resolveScoreChange,
  scarDice,
  type ScarDie,
  type ScarResult,
  type ScarRolls,
} from './rules/scars.js';

// Attacks
export {
  attackDice,
  blastTargetCount,
  resolveAttack,
  resolveBlast,
  rollAttack,
  rollBlast,
  type Attack,
  type AttackDice,
  type AttackerEntry,
  type AttackQuality,
  type AttackReason,
  type AttackResult,
  type AttackSituation,
  type BlastResult,
  type BlastTargets,
  type ResolvedBlast,
  type RolledAttackResult,
} from './rules/attack.js';

// The combat round
export {
  actingNow,
  afterDeath,
  initiativeSaves,
  nextPhase,
  resolveInitiative,
  rollInitiative,
  rollPhaseAttacks,
  startEncounter,
  turnAllowance,
  withCombatant,
  type AfterDeath,
  type AttackDeclaration,
  type Combatant,
  type CombatantSpec,
  type Encounter,
  type InitiativeResult,
  type InitiativeSave,
  type PhaseAttacksResult,
  type PhaseHit,
  type PhaseRoll,
  type Side,
  type TurnAllowance,
} from './rules/encounter.js';
export { moraleDue, resolveMorale, rollMorale, type MoraleCheck, type MoraleResult } from './rules/morale.js';
export { resolveRetreat, rollRetreat, type RetreatResult } from './rules/retreat.js';
export { resolveReaction, rollReaction, type Reaction, type ReactionResult } from './rules/reaction.js';

// Tables: shapes, lookup and rolling (each table is its own module, so unused ones are dropped)
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
  DATASETS_1E,
  DATASETS_2E,
  type Bestiary,
  type ChoiceRow,
  type ChoiceTable,
  type Companion,
  type Dataset,
  type DatasetMeta,
  type Edition,
  type GearPackage,
  type GearPackageList,
  type Hireling,
  type HirelingList,
  type ItemOption,
  type ItemRow,
  type ItemTable,
  type LicenseRecord,
  type Localization,
  type LocalizedText,
  type Monster,
  type MonsterAttack,
  type MonsterCreation,
  type NamedRow,
  type OsrConversion1e,
  type OsrConversion2e,
  type PackageEntry,
  type PriceEntry,
  type PriceList,
  type Relic,
  type RelicList,
  type Rollable,
  type RollableTable,
  type ScaleStep,
  type ScarDetailRow,
  type ScarTableRow,
  type ScarsTable,
  type SourceRecord,
  type Spell,
  type SpellList,
  type SpellNameRow,
  type SpellTable,
  type SpellbookRow,
  type SpellbookTable,
  type Spellcasting,
  type StatLine,
  type TableRefRow,
  type TableRefTable,
  type TableRow,
  type Term,
  type TermList,
  type TextRecord,
  type TextTable,
} from './tables/index.js';

// 1st edition tables (the SRD)
export {
  FEMALE_NAMES_1E,
  MALE_NAMES_1E,
  SURNAMES_1E,
  BACKGROUNDS_1E,
  PHYSIQUE_1E,
  SKIN_1E,
  HAIR_1E,
  FACE_1E,
  SPEECH_1E,
  CLOTHING_1E,
  VIRTUE_1E,
  VICE_1E,
  REPUTATION_1E,
  MISFORTUNES_1E,
  EQUIPMENT_1E,
  STARTING_ARMOR_1E,
  STARTING_HELMETS_AND_SHIELDS_1E,
  STARTING_WEAPONS_1E,
  EXPEDITIONARY_GEAR_1E,
  TOOLS_1E,
  TRINKETS_1E,
  BONUS_ITEM_1E,
  SPELLS_1E,
  SPELLBOOKS_1E,
  RELICS_1E,
  GEAR_PACKAGES_1E,
  BESTIARY_1E,
  MONSTER_CREATION_1E,
  OSR_CONVERSION_1E,
  REACTIONS_1E,
  SCARS_1E,
} from './tables/index.js';

// 2nd edition tables
export {
  PHYSIQUE_2E,
  SKIN_2E,
  HAIR_2E,
  FACE_2E,
  SPEECH_2E,
  CLOTHING_2E,
  VIRTUE_2E,
  VICE_2E,
  MARKETPLACE_ARMOR_2E,
  MARKETPLACE_WEAPONS_2E,
  MARKETPLACE_TRANSPORT_2E,
  MARKETPLACE_UPKEEP_2E,
  MARKETPLACE_GEAR_2E,
  HIRELINGS_2E,
  SPELLBOOKS_2E,
  RELICS_2E,
  BESTIARY_2E,
  REACTIONS_2E,
  SCARS_2E,
  TERMS_2E,
  MONSTER_CREATION_2E,
  OSR_CONVERSION_2E,
} from './tables/index.js';

// Text: locales and the words for an id
export { en, localize, name, zhHans, zhHant, type Locale, type LocaleCode, type LocalizeOptions, type NameOptions } from './i18n/index.js';

// Inventory: slots, items, coins, transport
export {
  effectiveHp,
  freeSlots,
  inventoryOf,
  isBackpackEmpty,
  slotsUsed,
  type InventoryRegions,
  type InventorySummary,
  type ItemRef,
  type SlotCount,
} from './rules/inventory.js';
export { addItem, dropItem, moveItem, type InventoryResult } from './rules/addItem.js';
export { addCoins, coinsOf, spendCoins, type CoinsResult } from './rules/coins.js';

// Fatigue and deprivation
export {
  FATIGUE,
  addFatigue,
  removeFatigue,
  type FatigueBlock,
  type FatigueOptions,
  type FatigueResult,
  type RemoveFatigueResult,
} from './rules/fatigue.js';
export {
  deprive,
  endDeprivation,
  endureDeprivation,
  fatigueForDeprivation,
  type ConditionResult,
  type DeprivationOptions,
  type DeprivationResult,
  type EndDeprivationResult,
} from './rules/deprivation.js';

// Rest and recovery
export {
  nightRest,
  shortRest,
  weekRest,
  type BlockedRecovery,
  type NightRestOptions,
  type RestResult,
  type WeekRestOptions,
} from './rules/rest.js';

// Magic: spellbooks, scrolls, relics
export { castSpell, createScroll, createSpellbook, type CastOptions, type CastResult } from './rules/magic.js';
export {
  CASTING_MISHAPS,
  resolveCastingSave,
  rollCastingSave,
  type CastingMishap,
  type CastingSaveResult,
} from './rules/castingSave.js';
export { resolveCureWounds, rollCureWounds, type CureWoundsResult } from './rules/cureWounds.js';
export {
  rechargeRelic,
  useItem,
  useRelic,
  type RechargeOptions,
  type RechargeResult,
  type UseResult,
} from './rules/relics.js';
