// The shapes of the shipped tables (data/**/*.json), as TypeScript types.
// The JSON Schemas in data/schemas/ say the same for non-TypeScript users;
// test/tables/schema.test.ts checks every file against them.
import type { CritFailEffect } from '../model/creature.js';
import type { Item } from '../model/item.js';
import type { ScarId } from '../model/scar.js';

/**
 * A Cairn edition: the 1st edition SRD or the 2nd edition.
 *
 * @example
 * const edition: Edition = '2e';
 * @category Tables
 */
export type Edition = '1e' | '2e';

/**
 * One text in several languages, keyed by BCP 47 tag. `en` is always
 * there; the shipped 1e tables have `zh-Hans` and `zh-Hant` everywhere,
 * the 2e tables only where a source text has the words. Homebrew tables may
 * add any tag (`fr`, `de`). Read it with `localize(text, { locale })`.
 *
 * @example
 * const adhere: LocalizedText = { en: 'Adhere', 'zh-Hans': '黏附', 'zh-Hant': '黏附' };
 * @category Tables
 */
export interface LocalizedText {
  /** English: always present, never empty. */
  readonly en: string;
  /** Simplified Chinese. */
  readonly 'zh-Hans'?: string;
  /** Traditional Chinese (Taiwan). */
  readonly 'zh-Hant'?: string;
  /** Any other language, by BCP 47 tag. */
  readonly [locale: string]: string | undefined;
}

/**
 * Where a table comes from: the book, its edition and section, and for
 * tables taken from a seed translation the seed file and its heading.
 *
 * @example
 * const source: SourceRecord = { book: 'Cairn SRD', edition: '1e', section: 'Character Traits: Physique' };
 * @category Tables
 */
export interface SourceRecord {
  /** The book, such as `Cairn SRD` or `Cairn 2e Warden's Guide`. */
  readonly book: string;
  /** The edition of the book. */
  readonly edition: Edition;
  /** The section (heading) of the book the table is in. */
  readonly section: string;
  /** The document in the Cairn repository, such as `first-edition/cairn-srd.md`. */
  readonly document?: string;
  /** The translated source text the zh-Hans words come from. */
  readonly seed?: string;
  /** The translated source text the zh-Hant words come from, when it is another one. */
  readonly seedHant?: string;
  /** The heading in the seed. */
  readonly seedSection?: string;
  /** Anything else worth knowing about the source. */
  readonly note?: string;
}

/**
 * The licence every shipped table carries: Cairn by Yochai Gal, CC-BY-SA 4.0.
 *
 * @example
 * PHYSIQUE_1E.license.spdx; // 'CC-BY-SA-4.0'
 * @category Tables
 */
export interface LicenseRecord {
  /** The SPDX identifier. */
  readonly spdx: 'CC-BY-SA-4.0';
  /** The attribution the licence asks for. */
  readonly attribution: 'Cairn by Yochai Gal, CC-BY-SA 4.0';
  /** The licence text. */
  readonly url: string;
}

/**
 * Where each language of a table comes from. `zh-Hant.from` is
 * `converted` when the Traditional Chinese was made from the Simplified by
 * `scripts/zh-hant.mjs` (OpenCC, Taiwan phrasing), `seed-000` when it is the
 * 2nd edition zh-Hant rules' own words, and `mixed` when only the records
 * listed in `converted` were converted.
 *
 * @example
 * SCARS_2E.localization['zh-Hant'].from; // 'seed-000'
 * @category Tables
 */
export interface Localization {
  /** English: the source's words, ours (descriptions written for this library from the Chinese), or both. */
  readonly en: {
    /** The source's words, ours, or both. */
    readonly from: 'source' | 'ours' | 'source-and-ours';
    /** Which texts are whose. */
    readonly note?: string;
  };
  /** Simplified Chinese: which seed, and whether every text has it. */
  readonly 'zh-Hans': {
    /** The seed the words come from (`seeds`: more than one). */
    readonly from: 'seed-003' | 'seed-004' | 'seeds' | 'none';
    /** Every text, some, or none. */
    readonly coverage: 'full' | 'partial' | 'none';
    /** Which texts, when partial. */
    readonly note?: string;
  };
  /** Traditional Chinese: converted, from seed 000, or mixed. */
  readonly 'zh-Hant': {
    /** Converted from zh-Hans, seed 000's own words, or both. */
    readonly from: 'converted' | 'seed-000' | 'mixed' | 'none';
    /** Every text, some, or none. */
    readonly coverage: 'full' | 'partial' | 'none';
    /** The converter and its settings. */
    readonly converter?: string;
    /** With `mixed`: the ids of the records whose zh-Hant was converted. */
    readonly converted?: readonly string[];
    /** Anything else worth knowing. */
    readonly note?: string;
  };
}

/**
 * What every shipped table file carries besides its content.
 *
 * @example
 * const { id, edition, source, license } = SPELLS_1E;
 * @category Tables
 */
export interface DatasetMeta {
  /** The JSON Schema of the file, relative to it. */
  readonly $schema: string;
  /** The version of the file format; changes only with a breaking change. */
  readonly schemaVersion: 1;
  /** The table's id, such as `table/physique`; unique within an edition. */
  readonly id: string;
  /** The edition the table belongs to. */
  readonly edition: Edition;
  /** The table's title. */
  readonly title: LocalizedText;
  /** Where it comes from. */
  readonly source: SourceRecord;
  /** Cairn by Yochai Gal, CC-BY-SA 4.0. */
  readonly license: LicenseRecord;
  /** Where each language comes from. */
  readonly localization: Localization;
}

/**
 * A row of a rollable table: the faces it covers, inclusive, and the id of
 * what it yields (or a `result/...` id when it offers a choice or nothing).
 *
 * @example
 * const row: TableRow = { min: 4, max: 14, id: 'item/brigandine' };
 * @category Tables
 */
export interface TableRow {
  /** The lowest face that selects this row. */
  readonly min: number;
  /** The highest face that selects this row. */
  readonly max: number;
  /** A stable id. */
  readonly id: string;
}

/**
 * Anything `lookup` and `rollOnTable` can use: dice and rows that cover
 * every face of the dice exactly once. Every shipped rollable table is one,
 * and so is a homebrew table of the same shape.
 *
 * @example
 * const omens: Rollable = {
 *   id: 'table/my-omens', dice: 'd4',
 *   rows: [{ min: 1, max: 2, id: 'omen/crows' }, { min: 3, max: 4, id: 'omen/red-moon' }],
 * };
 * @category Tables
 */
export interface Rollable<R extends TableRow = TableRow> {
  /** The table's id, reported in events. */
  readonly id: string;
  /** The dice in Cairn notation: `d20`, `d100`, `2d6`. */
  readonly dice: string;
  /** The rows, each covering `min..max`. */
  readonly rows: readonly R[];
}

/**
 * A row that names something: a name, background, trait, reaction.
 *
 * @example
 * const row: NamedRow = { min: 1, max: 1, id: 'trait/physique/athletic', name: { en: 'Athletic' } };
 * @category Tables
 */
export interface NamedRow extends TableRow {
  /** What the row says. */
  readonly name: LocalizedText;
}

/**
 * A rollable table file: metadata, dice and rows.
 *
 * @example
 * const table: RollableTable = PHYSIQUE_1E;
 * @category Tables
 */
export interface RollableTable<R extends TableRow = NamedRow> extends DatasetMeta, Rollable<R> {
  /** The table's id, such as `table/physique`. */
  readonly id: string;
}

/**
 * A table of names or words (names, backgrounds, traits, reactions).
 *
 * @example
 * const table: TextTable = REACTIONS_2E;
 * @category Tables
 */
export type TextTable = RollableTable<NamedRow>;

/**
 * A row that yields one item (expeditionary gear, tools, trinkets).
 *
 * @example
 * const row: ItemRow = TOOLS_1E.rows[6]!; // crowbar
 * @category Tables
 */
export interface ItemRow extends NamedRow {
  /** The item, ready for an inventory. */
  readonly item: Item;
  /** What the name leaves out. */
  readonly note?: LocalizedText;
}

/**
 * A table whose rows are items.
 *
 * @example
 * const table: ItemTable = TRINKETS_1E;
 * @category Tables
 */
export type ItemTable = RollableTable<ItemRow>;

/**
 * An item a row or an equipment entry offers, with its own name.
 *
 * @example
 * const dagger: ItemOption = STARTING_WEAPONS_1E.rows[0]!.options[0]!;
 * @category Tables
 */
export interface ItemOption {
  /** The item's id. */
  readonly id: string;
  /** The item's name. */
  readonly name: LocalizedText;
  /** The item. */
  readonly item: Item;
}

/**
 * A starting-gear row (R014): `all` of its options (none, one, or a helmet
 * and a shield), or `one` of them to pick ("pick only one item for each
 * result").
 *
 * @example
 * const row: ChoiceRow = STARTING_WEAPONS_1E.rows[0]!; // dagger, cudgel or staff
 * @category Tables
 */
export interface ChoiceRow extends NamedRow {
  /** Take every option, or pick one. */
  readonly pick: 'one' | 'all';
  /** The items. */
  readonly options: readonly ItemOption[];
}

/**
 * A starting-gear table of choices: armor, helmets and shields, weapons.
 *
 * @example
 * const table: ChoiceTable = STARTING_ARMOR_1E;
 * @category Tables
 */
export type ChoiceTable = RollableTable<ChoiceRow>;

/**
 * A row that sends you to another table (the bonus item, R014).
 *
 * @example
 * const row: TableRefRow = BONUS_ITEM_1E.rows[0]!; // tools or trinkets
 * @category Tables
 */
export interface TableRefRow extends NamedRow {
  /** Pick one of the tables and roll on it. */
  readonly pick: 'one';
  /** The ids of the tables, in the same edition. */
  readonly tables: readonly string[];
}

/**
 * A table whose rows send you to other tables.
 *
 * @example
 * const table: TableRefTable = BONUS_ITEM_1E;
 * @category Tables
 */
export type TableRefTable = RollableTable<TableRefRow>;

/**
 * A row of the 1e spellbook table (R015): the spell, by id, named as the
 * table names it.
 *
 * @example
 * const row: SpellbookRow = SPELLBOOKS_1E.rows[0]!; // spell/adhere
 * @category Tables
 */
export interface SpellbookRow extends NamedRow {
  /** The spell's id in {@link SPELLS_1E}. */
  readonly spell: string;
}

/**
 * The 1e spellbook table (d100).
 *
 * @example
 * const table: SpellbookTable = SPELLBOOKS_1E;
 * @category Tables
 */
export type SpellbookTable = RollableTable<SpellbookRow>;

/**
 * A row of the 2e spellbook table: a spell name in 2e order, linked to the
 * 1e spell of the same name (or `null` for the three spells 2e added, C19).
 *
 * @example
 * const row: SpellNameRow = SPELLBOOKS_2E.rows[29]!; // Fish Lung, firstEdition: null
 * @category Tables
 */
export interface SpellNameRow extends NamedRow {
  /** The id of the 1e spell of the same name, or `null`. */
  readonly firstEdition: string | null;
}

/**
 * The 2e spellbook table (d100, names only).
 *
 * @example
 * const table: SpellTable = SPELLBOOKS_2E;
 * @category Tables
 */
export type SpellTable = RollableTable<SpellNameRow>;

/**
 * A row of a scar's own d6 table: where a Lasting Scar or a Broken Limb
 * lands, or which attribute a Reorienting Head Wound touches. `detail` is
 * the code a `ScarRecord` stores (`neck`, `arm`, `dex`, ...).
 *
 * @example
 * const row: ScarDetailRow = SCARS_2E.rows[0]!.detail!.rows[0]!; // neck
 * @category Tables
 */
export interface ScarDetailRow extends NamedRow {
  /** The code stored in `ScarRecord.detail`. */
  readonly detail: string;
}

/**
 * A row of the scars table (R044–R054), found by HP lost.
 *
 * @example
 * const walloped: ScarTableRow = lookup(SCARS_2E, 3).row;
 * @category Tables
 */
export interface ScarTableRow extends NamedRow {
  /** One of `SCAR_IDS`. */
  readonly id: ScarId;
  /** What happens, in words. */
  readonly effect: LocalizedText;
  /** The row's own d6 table, for rows 1, 4 and 6. */
  readonly detail?: Rollable<ScarDetailRow>;
}

/**
 * The scars table: rows 1 to 12 by HP lost (`d12` for DAIRN's variant, C27).
 *
 * @example
 * const table: ScarsTable = SCARS_1E;
 * @category Tables
 */
export interface ScarsTable extends RollableTable<ScarTableRow> {
  /** The row is the HP lost in the attack (R034). */
  readonly index: 'hp-lost';
}

/**
 * A spell of the 1e spell list.
 *
 * @example
 * const adhere: Spell = SPELLS_1E.spells[0]!;
 * @category Tables
 */
export interface Spell {
  /** Such as `spell/adhere`. */
  readonly id: string;
  /** Its number on the 1e d100 list. */
  readonly index: number;
  /** The spell's name. */
  readonly name: LocalizedText;
  /** What it does (the English written for this library from the zh-Hans seed). */
  readonly effect: LocalizedText;
}

/**
 * The 1e spell list.
 *
 * @example
 * SPELLS_1E.spells.length; // 100
 * @category Tables
 */
export interface SpellList extends DatasetMeta {
  /** The 100 spells in d100 order. */
  readonly spells: readonly Spell[];
}

/**
 * An entry of the 1e equipment list or a 2e Marketplace section. Services
 * (lodging, passage, healing) have no item.
 *
 * @example
 * const chainmail: PriceEntry = EQUIPMENT_1E.entries[4]!; // 40 gp
 * @category Tables
 */
export interface PriceEntry {
  /** An `item/...` or `service/...` id. */
  readonly id: string;
  /** The section of the list. */
  readonly category: 'armor' | 'weapons' | 'gear' | 'transport' | 'upkeep';
  /** The name, without what the item already says (armor, damage, slots). */
  readonly name: LocalizedText;
  /** What the name leaves out and the item cannot say ("fits 2 people", "slow"). */
  readonly note?: LocalizedText;
  /** The price in gold pieces. */
  readonly price: number;
  /** Per night, for lodging. */
  readonly unit?: 'day' | 'night';
  /** The item bought. */
  readonly item?: Item;
  /** The weapons a group entry ("Dagger, Cudgel, Sickle, Staff, etc.") stands for. */
  readonly variants?: readonly ItemOption[];
}

/**
 * The 1e equipment list or a 2e Marketplace section.
 *
 * @example
 * EQUIPMENT_1E.entries.length; // 68
 * @category Tables
 */
export interface PriceList extends DatasetMeta {
  /** Prices are in gold pieces. */
  readonly currency: 'gp';
  /** The entries, in the source's order. */
  readonly entries: readonly PriceEntry[];
}

/**
 * An attack of a stat line: its name, damage dice and qualities.
 *
 * @example
 * const attack: MonsterAttack = { name: { en: 'claws and bite' }, damage: 'd8+d8', qualities: ['blast'] };
 * @category Tables
 */
export interface MonsterAttack {
  /** What the attack is called. */
  readonly name: LocalizedText;
  /** Damage in Cairn notation; `d8+d8` keeps the highest die. */
  readonly damage: string;
  /** `blast` (R061) or `ignores-armor`. */
  readonly qualities: readonly ('blast' | 'ignores-armor')[];
}

/**
 * The numbers of a stat line, in the shape `createCreature` takes, so
 * `createCreature(monster.stats)` makes a ready creature.
 *
 * @example
 * const troll = createCreature({ ...BESTIARY_1E.monsters[3]!.stats, name: 'Wood Troll' });
 * @category Tables
 */
export interface StatLine {
  /** `detachment` for stat lines marked so (R063). */
  readonly kind: 'npc' | 'detachment';
  /** HP. */
  readonly hp: number;
  /** Armor, 0 to 3. */
  readonly armor: number;
  /** STR. */
  readonly str: number;
  /** DEX. */
  readonly dex: number;
  /** WIL. */
  readonly wil: number;
  /** What a target suffers when it fails its Critical Damage save (R040). */
  readonly onTargetCritFail?: CritFailEffect;
}

/**
 * How a monster casts: it carries `pick` spellbooks chosen from `spells`,
 * or casts them at will.
 *
 * @example
 * const hoodedMen: Spellcasting = { mode: 'spellbooks', pick: 1, spells: ['spell/charm', 'spell/shield'] };
 * @category Tables
 */
export type Spellcasting =
  | {
      /** Carries spellbooks. */
      readonly mode: 'spellbooks';
      /** How many books. */
      readonly pick: number;
      /** The spells to choose them from. */
      readonly spells: readonly string[];
    }
  | {
      /** Casts at will. */
      readonly mode: 'at-will';
      /** The spells. */
      readonly spells: readonly string[];
    };

/**
 * A text with its own id, so an item or a stat line can point at it
 * (`ItemRecharge.textId`, a `note` crit effect's `textId`).
 *
 * @example
 * const text: TextRecord = RELICS_1E.relics[0]!.recharge!;
 * @category Tables
 */
export interface TextRecord {
  /** Such as `recharge/honeyclasp` or `effect/wood-troll-moss`. */
  readonly id: string;
  /** The text. */
  readonly text: LocalizedText;
}

/**
 * A bestiary entry (R093).
 *
 * @example
 * const troll: Monster = BESTIARY_1E.monsters[3]!;
 * @category Tables
 */
export interface Monster {
  /** Such as `monster/wood-troll`. */
  readonly id: string;
  /** The monster's name. */
  readonly name: LocalizedText;
  /** Its numbers, ready for `createCreature`. */
  readonly stats: StatLine;
  /** Its attacks (none for some). */
  readonly attacks: readonly MonsterAttack[];
  /** Whether the stat line wrote its attacks as alternatives (`or`) or as a list. */
  readonly attackJoin?: 'or' | 'list';
  /** Spellbooks it carries or spells it casts. */
  readonly spellcasting?: Spellcasting;
  /** Its bullets (look, quirk, special), written for this library from the seed. */
  readonly notes?: readonly LocalizedText[];
  /** The text of its Critical Damage effect; `stats.onTargetCritFail` is the same as data. */
  readonly criticalDamage?: TextRecord;
}

/**
 * A bestiary.
 *
 * @example
 * BESTIARY_2E.monsters.length; // 84
 * @category Tables
 */
export interface Bestiary extends DatasetMeta {
  /** The stat lines, in the source's order. */
  readonly monsters: readonly Monster[];
}

/**
 * A relic (R086, R087): its item (uses or charges, recharge condition) and
 * texts.
 *
 * @example
 * const honeyclasp: Relic = RELICS_1E.relics[0]!;
 * @category Tables
 */
export interface Relic {
  /** Such as `relic/honeyclasp`; also the item's id. */
  readonly id: string;
  /** The relic's name. */
  readonly name: LocalizedText;
  /** What it does (1e only). */
  readonly effect?: LocalizedText;
  /** How it recharges, as text; `item.recharge.textId` is its id. */
  readonly recharge?: TextRecord;
  /** The item, ready for an inventory. */
  readonly item: Item;
  /** The range of its effect, where the source gives one. */
  readonly rangeFt?: number;
  /** Leycap: removes Fatigue, then a save whose failure leaves the eater Deprived. */
  readonly onUse?: {
    /** Fatigue removed. */
    readonly removeFatigue: number;
    /** The save that follows. */
    readonly save: {
      /** The attribute. */
      readonly attribute: 'str' | 'dex' | 'wil';
      /** The condition a failure brings. */
      readonly onFail: 'deprived';
    };
  };
}

/**
 * A list of relics.
 *
 * @example
 * RELICS_2E.relics.length; // 46
 * @category Tables
 */
export interface RelicList extends DatasetMeta {
  /** The relics, in the source's order. */
  readonly relics: readonly Relic[];
}

/**
 * An animal that comes with a gear package (the Ranger's bloodhound): only
 * the numbers the source gives.
 *
 * @example
 * const hound: Companion = { hp: 2, dex: 12, attacks: [{ name: { en: 'bite' }, damage: 'd6', qualities: [] }] };
 * @category Tables
 */
export interface Companion {
  /** HP. */
  readonly hp: number;
  /** STR, where given. */
  readonly str?: number;
  /** DEX, where given. */
  readonly dex?: number;
  /** WIL, where given. */
  readonly wil?: number;
  /** Armor, where given. */
  readonly armor?: number;
  /** Its attacks. */
  readonly attacks: readonly MonsterAttack[];
}

/**
 * One line of a gear package: an item (`count` of them) or a companion.
 * A spellbook names the spells to choose from or the table to roll on; an
 * item that casts a spell names it in `casts`.
 *
 * @example
 * const line: PackageEntry = GEAR_PACKAGES_1E.packages[0]!.entries[4]!; // holy symbol
 * @category Tables
 */
export interface PackageEntry {
  /** The item's (or companion's) id. */
  readonly id: string;
  /** The line as the package names it. */
  readonly name: LocalizedText;
  /** How many. */
  readonly count: number;
  /** What the name leaves out. */
  readonly note?: LocalizedText;
  /** The item, ready for an inventory. */
  readonly item?: Item;
  /** An animal instead of an item. */
  readonly companion?: Companion;
  /** For a spellbook: the spells to pick one from. */
  readonly spells?: readonly string[];
  /** For a spellbook: the table to roll the spell on. */
  readonly spellTable?: string;
  /** A spell the item lets its bearer cast (see `note` for when). */
  readonly casts?: string;
}

/**
 * A gear package.
 *
 * @example
 * const knight: GearPackage = GEAR_PACKAGES_1E.packages[6]!;
 * @category Tables
 */
export interface GearPackage {
  /** Such as `package/knight`. */
  readonly id: string;
  /** The package's name. */
  readonly name: LocalizedText;
  /** Its six lines. */
  readonly entries: readonly PackageEntry[];
}

/**
 * The optional gear packages.
 *
 * @example
 * GEAR_PACKAGES_1E.packages.length; // 10
 * @category Tables
 */
export interface GearPackageList extends DatasetMeta {
  /** The packages. */
  readonly packages: readonly GearPackage[];
}

/**
 * A hireling role (R091): daily wage and an example stat line.
 *
 * @example
 * const guide: Hireling = HIRELINGS_2E.hirelings[4]!; // 5 gp a day
 * @category Tables
 */
export interface Hireling {
  /** Such as `hireling/local-guide`. */
  readonly id: string;
  /** The role. */
  readonly name: LocalizedText;
  /** Gold pieces per day. */
  readonly wage: number;
  /** The example stat line, ready for `createCreature`. */
  readonly stats: StatLine;
}

/**
 * The hireling roles of the 2e Marketplace.
 *
 * @example
 * HIRELINGS_2E.hirelings.length; // 12
 * @category Tables
 */
export interface HirelingList extends DatasetMeta {
  /** Wages are in gold pieces. */
  readonly currency: 'gp';
  /** Wages are per day. */
  readonly unit: 'day';
  /** The roles. */
  readonly hirelings: readonly Hireling[];
}

/**
 * A step of a monster-creation scale (R094, R095).
 *
 * @example
 * const legendary: ScaleStep = MONSTER_CREATION_2E.attributes[4]!; // 18
 * @category Tables
 */
export interface ScaleStep {
  /** Such as `scale/attribute/legendary`. */
  readonly id: string;
  /** The number. */
  readonly value: number;
  /** True for "or more" (a serious threat has 10+ HP). */
  readonly orMore?: boolean;
  /** The word for it. */
  readonly name: LocalizedText;
}

/**
 * Monster creation: the attribute scale (R094), the HP scale (R095) and the
 * stat-block template (R093).
 *
 * @example
 * MONSTER_CREATION_1E.hp.map((step) => step.value); // [3, 6, 10]
 * @category Tables
 */
export interface MonsterCreation extends DatasetMeta {
  /** 3 deficient, 6 weak, 10 average, 14 noteworthy, 18 legendary. */
  readonly attributes: readonly ScaleStep[];
  /** 3 average, 6 hardy, 10+ a serious threat. */
  readonly hp: readonly ScaleStep[];
  /** The stat line's order and the three bullets after it. */
  readonly statBlock: {
    /** The order of the numbers, then the attacks. */
    readonly order: readonly ('hp' | 'armor' | 'str' | 'dex' | 'wil' | 'attacks')[];
    /** Look, quirk, special. */
    readonly bullets: readonly TextRecord[];
  };
}

/**
 * Converting OSR monsters, 1st edition (R096, C26).
 *
 * @example
 * OSR_CONVERSION_1E.hpPerHitDie; // 1
 * @category Tables
 */
export interface OsrConversion1e extends DatasetMeta {
  /** HP per Hit Die. */
  readonly hpPerHitDie: number;
  /** The least HP of most humanoids. */
  readonly humanoidMinimumHp: number;
  /** Morale is a baseline for WIL. */
  readonly wilBaseline: 'morale';
  /** The least damage of an armed attack. */
  readonly armedAttackMinimumDamage: string;
  /** The guidelines, as text. */
  readonly guidelines: readonly TextRecord[];
  /** What to give a creature for what it is good at. */
  readonly hints: readonly (TextRecord & {
    /** What to give the creature. */
    readonly gives: 'hp' | 'armor' | 'str' | 'dex' | 'wil';
  })[];
}

/**
 * Converting OSR monsters, 2nd edition (R097, C26). An Armor Class at or
 * better than a listed value gives that Armor.
 *
 * @example
 * OSR_CONVERSION_2E.hp; // { base: 3, perHitDie: 1 }
 * @category Tables
 */
export interface OsrConversion2e extends DatasetMeta {
  /** HP = base + perHitDie × HD. */
  readonly hp: {
    /** HP before Hit Dice: 3. */
    readonly base: number;
    /** HP per Hit Die: 1. */
    readonly perHitDie: number;
  };
  /** AC to Armor, descending and ascending. */
  readonly armorFromArmorClass: {
    /** Descending AC: 7, 5, 3 → 1, 2, 3. */
    readonly descending: readonly {
      /** The Armor Class. */
      readonly ac: number;
      /** The Armor it gives. */
      readonly armor: number;
    }[];
    /** Ascending AC: 12, 14, 16 → 1, 2, 3. */
    readonly ascending: readonly {
      /** The Armor Class. */
      readonly ac: number;
      /** The Armor it gives. */
      readonly armor: number;
    }[];
  };
  /** Morale to WIL: 4 → 6, 8 → 12, 10 → 15, 12 → 18. */
  readonly wilFromMorale: readonly {
    /** The OSR Morale score. */
    readonly morale: number;
    /** The WIL it gives. */
    readonly wil: number;
  }[];
  /** Several attacks become one of these. */
  readonly multipleAttacks: readonly string[];
  /** Devastating attacks become one of these. */
  readonly devastatingAttacks: readonly string[];
  /** Which attribute saves in place of each OSR saving throw. */
  readonly savingThrows: readonly {
    /** Such as `osr/save/wands`. */
    readonly id: string;
    /** The saving throw. */
    readonly name: LocalizedText;
    /** The attributes, the usual one first. */
    readonly attributes: readonly ('str' | 'dex' | 'wil')[];
  }[];
}

/**
 * A rule term (condition, attribute, quality) with its words.
 *
 * @example
 * const blast: Term = { id: 'quality/blast', name: { en: 'Blast', 'zh-Hans': '群攻', 'zh-Hant': '爆裂' } };
 * @category Tables
 */
export interface Term {
  /** Such as `condition/deprived` or `quality/blast`. */
  readonly id: string;
  /** The term. */
  readonly name: LocalizedText;
}

/**
 * The rule terms.
 *
 * @example
 * TERMS_2E.terms.find((term) => term.id === 'quality/blast')?.name['zh-Hant']; // '爆裂'
 * @category Tables
 */
export interface TermList extends DatasetMeta {
  /** The terms. */
  readonly terms: readonly Term[];
}

/**
 * Any shipped table file.
 *
 * @example
 * const all: readonly Dataset[] = [PHYSIQUE_1E, SPELLS_1E, BESTIARY_2E];
 * @category Tables
 */
export type Dataset =
  | TextTable
  | ItemTable
  | ChoiceTable
  | TableRefTable
  | SpellbookTable
  | SpellTable
  | ScarsTable
  | SpellList
  | PriceList
  | GearPackageList
  | Bestiary
  | RelicList
  | HirelingList
  | MonsterCreation
  | OsrConversion1e
  | OsrConversion2e
  | TermList;
