import { createCreature, type Creature, type CreatureSpec } from '../../src/index.js';

/** A PC with the given scores (everything else at 10). */
export function pc(spec: Partial<CreatureSpec> = {}): Creature {
  return createCreature({ kind: 'pc', hp: 6, str: 10, dex: 10, wil: 10, ...spec });
}

/** An NPC with the given scores (everything else at 10). */
export function npc(spec: Partial<CreatureSpec> = {}): Creature {
  return createCreature({ kind: 'npc', hp: 6, str: 10, dex: 10, wil: 10, ...spec });
}

/** Armor items as a PC wears or holds them. */
export const PLATE = { id: 'item/plate', kind: 'armor', slots: 2, carry: 'worn', armor: 3, armorWhen: 'worn' } as const;
export const CHAINMAIL = { id: 'item/chainmail', kind: 'armor', slots: 2, carry: 'worn', armor: 2, armorWhen: 'worn' } as const;
export const SHIELD = { id: 'item/shield', kind: 'armor', slots: 1, carry: 'held', armor: 1, armorWhen: 'held' } as const;
export const HELMET = { id: 'item/helmet', kind: 'armor', slots: 1, carry: 'worn', armor: 1, armorWhen: 'worn' } as const;
export const FATIGUE = { id: 'fatigue', kind: 'fatigue', slots: 1, carry: 'stowed' } as const;
