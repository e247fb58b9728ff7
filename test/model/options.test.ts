import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, PRESET_1E, PRESET_2E, PRESET_DAIRN, resolveRules } from '../../src/index.js';
import { catchCairnError } from '../helpers.js';

describe('rules options', () => {
  it('defaults to 2e made precise by DAIRN', () => {
    expect(resolveRules()).toBe(DEFAULT_RULES);
    expect(PRESET_2E).toBe(DEFAULT_RULES);
    expect(DEFAULT_RULES).toMatchObject({ scars: 'cairn', scarIndex: 'hpLost', scarOnOverflow: false, saveAtZeroStr: false, npcCritFailure: 'dead' });
  });

  it('has 1e and DAIRN presets, deeply frozen', () => {
    expect(PRESET_1E).toMatchObject({ edition: '1e', stabilize: 'aidAndRest', slotLayout: 'hands-body-pack' });
    expect(PRESET_DAIRN).toMatchObject({ scars: 'off', movementFt: null, onDeath: 'newPc', outOfCombatDamage: 'hpThenStr' });
    expect(Object.isFrozen(PRESET_1E.deprivedBlocks)).toBe(true);
  });

  it('merges what is given over the defaults and remembers it', () => {
    const house = { scarOnOverflow: true };
    const merged = resolveRules(house);
    expect(merged).toEqual({ ...DEFAULT_RULES, scarOnOverflow: true });
    expect(resolveRules(house)).toBe(merged);
    expect(Object.isFrozen(merged)).toBe(true);
  });

  it('refuses unknown names and bad values (BAD_OPTION), so typos are never silently ignored', () => {
    expect(catchCairnError(() => resolveRules({ scar: 'off' } as never), 'BAD_OPTION').message).toBe(
      'resolveRules: options.scar must be a known option, got "off"',
    );
    expect(catchCairnError(() => resolveRules({ scars: 'none' } as never), 'BAD_OPTION').message).toBe(
      'resolveRules: options.scars must be "cairn", "dairn-d12" or "off", got "none"',
    );
    catchCairnError(() => resolveRules({ inventorySlots: 0 }), 'BAD_OPTION');
    catchCairnError(() => resolveRules({ deprivedBlocks: { hp: true } } as never), 'BAD_OPTION');
    catchCairnError(() => resolveRules('2e' as never), 'BAD_OPTION');
  });

  it('accepts the extra names a function declares, and only those', () => {
    expect(resolveRules({ attacker: 1 } as never, 'takeDamage', ['attacker']).scars).toBe('cairn');
    catchCairnError(() => resolveRules({ attacker: 1 } as never), 'BAD_OPTION');
  });
});

describe('rules options and inherited names', () => {
  it('refuses names that only exist on Object.prototype (valueOf, constructor, __proto__)', () => {
    catchCairnError(() => resolveRules({ valueOf: [] } as never), 'BAD_OPTION');
    catchCairnError(() => resolveRules({ constructor: 1 } as never), 'BAD_OPTION');
    catchCairnError(() => resolveRules(JSON.parse('{"__proto__": {"scars": "off"}}')), 'BAD_OPTION');
  });
});
