import { describe, expect, it } from 'vitest';
import {
  applyAttributeDamage,
  applyOutOfCombatDamage,
  canAct,
  conditionsOf,
  PRESET_DAIRN,
  scriptedRng,
  takeOutOfCombatDamage,
} from '../../src/index.js';
import { catchCairnError } from '../helpers.js';
import { pc } from './fixtures.js';

describe('damage outside combat', () => {
  it('R072: goes straight to an attribute (STR by default) with no armor, no HP and no Critical Damage save', () => {
    const target = pc({ hp: 5, armor: 2, str: 10 });
    const result = applyOutOfCombatDamage(target, 4);
    expect(result.target.str.current).toBe(6);
    expect(result.target.hp.current).toBe(5);
    expect(result.events.some((event) => event.type === 'save-owed')).toBe(false);
    expect(takeOutOfCombatDamage(scriptedRng([]), target, 4).target.str.current).toBe(6);
  });

  it('R072: the attribute can be chosen (a poison that saps DEX)', () => {
    expect(applyOutOfCombatDamage(pc(), 3, { attribute: 'dex' }).target.dex.current).toBe(7);
  });

  it('C15: with outOfCombatDamage "hpThenStr" (DAIRN procedures) it goes through armor, HP and STR like a hit', () => {
    const target = pc({ hp: 2, armor: 1, str: 10 });
    const result = applyOutOfCombatDamage(target, 5, { outOfCombatDamage: 'hpThenStr' });
    expect(result.target.hp.current).toBe(0);
    expect(result.target.str.current).toBe(8);
    const rolled = takeOutOfCombatDamage(scriptedRng([15]), target, 5, PRESET_DAIRN);
    expect('outcome' in rolled && rolled.outcome).toBe('critical');
  });

  it('R073: STR 0 is death, DEX 0 paralysis, WIL 0 delirium; the last two cannot act until restored', () => {
    const dead = applyAttributeDamage(pc({ str: 3 }), 'str', 5);
    expect(dead).toMatchObject({ lost: 3, dead: true });
    expect(dead.target.conditions).toEqual(['dead']);
    const paralyzed = applyAttributeDamage(pc({ dex: 2 }), 'dex', 2);
    expect(conditionsOf(paralyzed.target)).toEqual(['paralyzed']);
    expect(paralyzed.events).toContainEqual({ type: 'condition-gained', condition: 'paralyzed' });
    expect(canAct(paralyzed.target)).toBe(false);
    const delirious = applyAttributeDamage(pc({ wil: 1 }), 'wil', 1);
    expect(conditionsOf(delirious.target)).toEqual(['delirious']);
  });

  it('refuses unknown attributes and bad amounts', () => {
    catchCairnError(() => applyAttributeDamage(pc(), 'hp' as never, 1), 'BAD_ARGUMENT');
    catchCairnError(() => applyAttributeDamage(pc(), 'str', -2), 'BAD_DAMAGE');
    catchCairnError(() => applyOutOfCombatDamage(pc(), 1, { attribute: 'luck' } as never), 'BAD_ARGUMENT');
  });
});
