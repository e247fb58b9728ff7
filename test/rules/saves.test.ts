import { describe, expect, it } from 'vitest';
import { SAVE_USES, resolveDieOfFate, resolveSave, rollDieOfFate, rollSave, scriptedRng, whoSaves } from '../../src/index.js';
import { catchCairnError } from '../helpers.js';

describe('saves', () => {
  it('R001: a roll at or under the score succeeds, above it fails', () => {
    expect(resolveSave(12, 12).success).toBe(true);
    expect(resolveSave(12, 13).success).toBe(false);
  });

  it('R001: a natural 1 always succeeds and a natural 20 always fails, whatever the score', () => {
    expect(resolveSave(0, 1).success).toBe(true);
    expect(resolveSave(25, 20).success).toBe(false);
    expect(resolveSave(20, 20).success).toBe(false);
  });

  it('R002: the test vectors: 13 vs 10 passes, 25 vs 20 fails, 0 vs 1 passes', () => {
    expect(resolveSave(13, 10)).toEqual({ type: 'save', score: 13, roll: 10, success: true });
    expect(resolveSave(25, 20)).toEqual({ type: 'save', score: 25, roll: 20, success: false });
    expect(resolveSave(0, 1)).toEqual({ type: 'save', score: 0, roll: 1, success: true });
  });

  it('rolls a d20 through the rng', () => {
    expect(rollSave(scriptedRng([9]), 9)).toEqual({ type: 'save', score: 9, roll: 9, success: true });
  });

  it('refuses bad scores, faces and rngs', () => {
    expect(catchCairnError(() => resolveSave(-1, 5), 'BAD_ARGUMENT').message).toBe(
      'resolveSave: score must be an integer from 0 to 999, got -1',
    );
    expect(catchCairnError(() => resolveSave(10, 21), 'BAD_FACE').message).toBe('resolveSave: d20 must be an integer from 1 to 20, got 21');
    catchCairnError(() => resolveSave(10.5, 5), 'BAD_ARGUMENT');
    catchCairnError(() => resolveSave(10, 0), 'BAD_FACE');
    catchCairnError(() => rollSave(null as never, 10), 'BAD_RNG');
  });

  it('R003: there is no opposed roll; only the one most at risk saves', () => {
    // A PC wrestles a guard for a key: the PC risks more, so only the PC saves.
    expect(whoSaves([{ risk: 1, score: 8 }, { risk: 3, score: 15 }])).toBe(1);
  });

  it('R004: acting together, equal risk goes to the lowest score; still equal, the first listed', () => {
    expect(whoSaves([{ risk: 2, score: 14 }, { risk: 2, score: 9 }, { risk: 2, score: 12 }])).toBe(1);
    expect(whoSaves([{ risk: 2, score: 9 }, { risk: 2, score: 9 }])).toBe(0);
    catchCairnError(() => whoSaves([]), 'BAD_ARGUMENT');
    catchCairnError(() => whoSaves([{ risk: Number.NaN, score: 1 }]), 'BAD_ARGUMENT');
  });

  it('R005: which attribute a save uses, as codes for a UI', () => {
    expect(SAVE_USES.str).toEqual(['physical-power', 'resisting-poison']);
    expect(SAVE_USES.dex).toContain('sneaking');
    expect(SAVE_USES.wil).toContain('manipulating-spells');
    expect(Object.isFrozen(SAVE_USES.wil)).toBe(true);
  });

  it('R006: the Die of Fate is a d6: 4 or more favours the PCs, 3 or less is bad luck', () => {
    expect([1, 2, 3, 4, 5, 6].map((d6) => resolveDieOfFate(d6).favourable)).toEqual([false, false, false, true, true, true]);
    expect(rollDieOfFate(scriptedRng([4]))).toEqual({ type: 'die-of-fate', roll: 4, favourable: true });
    catchCairnError(() => resolveDieOfFate(7), 'BAD_FACE');
  });
});
