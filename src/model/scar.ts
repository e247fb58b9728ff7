// The scars table's rows as data the rules and the creature model share
// (R044–R054). The mechanics are in src/rules/scars.ts.

/**
 * A row of the scars table, 1 to 12 (R044–R054).
 *
 * @example
 * const walloped: ScarRow = 3;
 * @category Scars
 */
export type ScarRow = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * The stable ids of the twelve scars, by row (index 0 is row 1).
 *
 * @example
 * SCAR_IDS[2]; // 'scar/walloped'
 * @category Scars
 */
export const SCAR_IDS = [
  'scar/lasting-scar',
  'scar/rattling-blow',
  'scar/walloped',
  'scar/broken-limb',
  'scar/diseased',
  'scar/reorienting-head-wound',
  'scar/hamstrung',
  'scar/deafened',
  'scar/re-brained',
  'scar/sundered',
  'scar/mortal-wound',
  'scar/doomed',
] as const;

/**
 * The id of one of the twelve scars.
 *
 * @example
 * const id: ScarId = 'scar/doomed';
 * @category Scars
 */
export type ScarId = (typeof SCAR_IDS)[number];

/**
 * A scar a PC carries: its row, its id, and where it landed when the row
 * rolls a location or an attribute (`neck`, `arm`, `dex`, ...).
 *
 * @example
 * const scar: ScarRecord = { row: 1, id: 'scar/lasting-scar', detail: 'neck' };
 * @category Scars
 */
export interface ScarRecord {
  /** The row of the scars table. */
  readonly row: ScarRow;
  /** The scar's id. */
  readonly id: ScarId;
  /** A location (`neck`, `hands`, `eye`, `chest`, `legs`, `ear`, `leg`, `arm`, `rib`, `skull`) or attribute (`str`, `dex`, `wil`). */
  readonly detail?: string;
}

/**
 * How a score changes when a pending scar effect is resolved: `raise` takes
 * the new roll only if higher, `increase` adds the roll, `set` replaces the
 * value even if lower (Mortal Wound).
 *
 * @example
 * const brokenLimb: ScoreChange = { change: 'raise', score: 'hp', dice: '2d6' };
 * @category Scars
 */
export interface ScoreChange {
  /** `raise`: new maximum if the roll is higher; `increase`: add the roll; `set`: the roll becomes the maximum. */
  readonly change: 'raise' | 'increase' | 'set';
  /** The maximum that changes. */
  readonly score: 'hp' | 'str' | 'dex' | 'wil';
  /** The dice rolled when the effect is resolved. */
  readonly dice: string;
}

/**
 * The injuries whose effect waits for recovery (R046, R047, R048, R050,
 * R051, R053).
 *
 * @example
 * const id: PendingId = 'mortal-wound';
 * @category Scars
 */
export type PendingId = 'walloped' | 'broken-limb' | 'diseased' | 'hamstrung' | 'deafened' | 'mortal-wound';

/**
 * An injury from a scar whose effect waits for recovery: nothing is applied
 * early. `until` says what ends it; `then` is the change rolled when it
 * ends (none for Deafened). While it is pending, Walloped and Mortal Wound
 * leave the PC Deprived, and Mortal Wound out of action and dying until
 * `stabilized`.
 *
 * @example
 * const walloped: PendingEffect = {
 *   id: 'walloped', row: 3, until: 'rest', then: { change: 'increase', score: 'hp', dice: 'd6' },
 * };
 * @category Scars
 */
export interface PendingEffect {
  /** Which injury. */
  readonly id: PendingId;
  /** The scar row it came from. */
  readonly row: ScarRow;
  /** What ends it: rest, the limb mended, the disease over, recovery, or extraordinary aid. */
  readonly until: 'rest' | 'mended' | 'over-it' | 'recovered' | 'extraordinary-aid';
  /** The change rolled when it ends, or `null`. */
  readonly then: ScoreChange | null;
  /** Where, for a Broken Limb (`leg`, `arm`, `rib`, `skull`). */
  readonly detail?: string;
  /** Mortal Wound only: healed in time, so the PC no longer dies within the hour. */
  readonly stabilized?: boolean;
}
