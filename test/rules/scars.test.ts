import { describe, expect, it } from 'vitest';
import {
  applyScar,
  conditionsOf,
  createCreature,
  recover,
  resolveCriticalSave,
  resolveRecovery,
  resolveScar,
  resolveScoreChange,
  scarDice,
  scarFor,
  scriptedRng,
  stabilize,
  takeDamage,
} from '../../src/index.js';
import { catchCairnError } from '../helpers.js';
import { npc } from './fixtures.js';

/** A PC just dropped to 0 HP: max HP 4, STR 10, DEX 9, WIL 11. */
const downed = () => createCreature({ kind: 'pc', hp: { current: 0, max: 4 }, str: 10, dex: 9, wil: 11 });

describe('scars table', () => {
  it('R044: Lasting Scar: a location d6, then a second d6 becomes max HP if higher', () => {
    const result = resolveScar(downed(), 1, { location: 3, hp: 6 });
    expect(result.scar).toEqual({ row: 1, id: 'scar/lasting-scar', detail: 'eye' });
    expect(result.target.hp).toEqual({ current: 0, max: 6 });
    expect(resolveScar(downed(), 1, { location: 1, hp: 2 }).target.hp.max).toBe(4);
  });

  it('C16: the Lasting Scar HP die is the second d6 alone, never summed with the location (6 + 6 stays 6)', () => {
    expect(applyScar(scriptedRng([6, 6]), downed(), 1).target.hp.max).toBe(6);
    expect(scarDice(1)).toEqual([{ key: 'location', dice: 'd6' }, { key: 'hp', dice: 'd6' }]);
  });

  it('R045: Rattling Blow: d6 becomes max HP if higher', () => {
    expect(resolveScar(downed(), 2, { hp: 5 }).target.hp.max).toBe(5);
    expect(resolveScar(downed(), 2, { hp: 4 }).target.hp.max).toBe(4);
  });

  it('R046: Walloped: Deprived until a few hours\' rest; then +d6 max HP, unconditionally', () => {
    const walloped = resolveScar(downed(), 3).target;
    expect(walloped.hp.max).toBe(4);
    expect(conditionsOf(walloped)).toEqual(['deprived']);
    const rested = resolveRecovery(walloped, 'walloped', 1).target;
    expect(rested.hp.max).toBe(5);
    expect(conditionsOf(rested)).toEqual([]);
  });

  it('R047: Broken Limb: location d6 (1-2 leg, 3-4 arm, 5 rib, 6 skull); once mended, 2d6 max HP if higher', () => {
    expect([1, 2, 3, 4, 5, 6].map((d6) => resolveScar(downed(), 4, { location: d6 }).scar.detail)).toEqual([
      'leg', 'leg', 'arm', 'arm', 'rib', 'skull',
    ]);
    const broken = resolveScar(downed(), 4, { location: 5 }).target;
    expect(broken.pending).toEqual([
      { id: 'broken-limb', row: 4, until: 'mended', then: { change: 'raise', score: 'hp', dice: '2d6' }, detail: 'rib' },
    ]);
    expect(broken.hp.max).toBe(4);
    expect(resolveRecovery(broken, 'broken-limb', 9).target.hp.max).toBe(9);
    expect(resolveRecovery(broken, 'broken-limb', 3).target.hp.max).toBe(4);
  });

  it('R048: Diseased: when over it, 2d6 max HP if higher (nothing before)', () => {
    const sick = resolveScar(downed(), 5).target;
    expect(sick.hp.max).toBe(4);
    expect(recover(scriptedRng([6, 5]), sick, 'diseased').target.hp.max).toBe(11);
  });

  it('R049: Reorienting Head Wound: d6 picks STR/DEX/WIL; 3d6 replaces the current score if higher (2e WG: DEX, 14)', () => {
    const result = resolveScar(downed(), 6, { attribute: 3, score: 14 });
    expect(result.scar.detail).toBe('dex');
    expect(result.target.dex).toEqual({ current: 14, max: 14 });
    expect(resolveScar(downed(), 6, { attribute: 1, score: 7 }).target.str).toEqual({ current: 10, max: 10 });
    expect(resolveScar(downed(), 6, { attribute: 6, score: 12 }).scar.detail).toBe('wil');
  });

  it('R049: it is the current score that is compared; max rises to match when beaten', () => {
    const drained = createCreature({ kind: 'pc', hp: 0, str: { current: 5, max: 12 }, dex: 9, wil: 11 });
    expect(resolveScar(drained, 6, { attribute: 2, score: 8 }).target.str).toEqual({ current: 8, max: 12 });
    expect(resolveScar(drained, 6, { attribute: 2, score: 15 }).target.str).toEqual({ current: 15, max: 15 });
  });

  it('R050: Hamstrung: barely moving until recovered; then 3d6 max DEX if higher', () => {
    const hamstrung = resolveScar(downed(), 7).target;
    expect(hamstrung.dex.max).toBe(9);
    const recovered = resolveRecovery(hamstrung, 'hamstrung', 13).target;
    expect(recovered.dex).toEqual({ current: 13, max: 13 });
  });

  it('R051: Deafened: deaf until extraordinary aid; regardless, a WIL save now, +d4 max WIL on a pass', () => {
    const passed = resolveScar(downed(), 8, { save: 11, increase: 3 });
    expect(passed.save).toEqual({ type: 'save', roll: 11, score: 11, success: true });
    expect(passed.target.wil).toEqual({ current: 14, max: 14 });
    expect(passed.target.pending.map((p) => p.id)).toEqual(['deafened']);
    const failed = resolveScar(downed(), 8, { save: 12 });
    expect(failed.target.wil).toEqual({ current: 11, max: 11 });
    expect(failed.target.pending.map((p) => p.id)).toEqual(['deafened']);
    expect(resolveRecovery(failed.target, 'deafened').target.pending).toEqual([]);
  });

  it('R051: applyScar rolls the d4 only after a successful save', () => {
    expect(applyScar(scriptedRng([12]), downed(), 8).target.wil.max).toBe(11);
    expect(applyScar(scriptedRng([4, 4]), downed(), 8).target.wil.max).toBe(15);
  });

  it('R052a: Re-brained: 3d6 becomes max WIL if higher', () => {
    expect(resolveScar(downed(), 9, { score: 16 }).target.wil).toEqual({ current: 16, max: 16 });
    expect(resolveScar(downed(), 9, { score: 10 }).target.wil).toEqual({ current: 11, max: 11 });
  });

  it('R052b: Sundered: a WIL save, +d6 max WIL on a pass', () => {
    expect(resolveScar(downed(), 10, { save: 5, increase: 6 }).target.wil.max).toBe(17);
    expect(resolveScar(downed(), 10, { save: 20, increase: 6 }).target.wil.max).toBe(11);
    expect(resolveScar(downed(), 10, { save: 5, increase: 6 }).target.pending).toEqual([]);
  });

  it('R053: Mortal Wound: Deprived, out of action, dying within the hour unless healed; on recovery max HP = 2d6 even if lower', () => {
    const wounded = resolveScar(createCreature({ kind: 'pc', hp: { current: 0, max: 9 }, str: 10, dex: 9, wil: 11 }), 11).target;
    expect(conditionsOf(wounded)).toEqual(['deprived', 'dying', 'incapacitated']);
    const healed = stabilize(wounded);
    expect(healed.stabilized).toBe(true);
    expect(conditionsOf(healed.target)).toEqual(['deprived', 'incapacitated']);
    const recovered = resolveRecovery(healed.target, 'mortal-wound', 5).target;
    expect(recovered.hp).toEqual({ current: 0, max: 5 });
    expect(conditionsOf(recovered)).toEqual([]);
  });

  it('R054: Doomed: the flag is set; the next Critical Damage save decides', () => {
    const doomed = resolveScar(downed(), 12).target;
    expect(doomed.conditions).toEqual(['doomed']);
    const hit = { ...doomed, hp: { current: 0, max: 4 } };
    expect(resolveCriticalSave(hit, 19).outcome).toBe('dead');
  });

  it('R055: row by HP lost up to 12; above 12 row 12 by default, a d12 roll or nothing as options', () => {
    expect(scarFor(0)).toBeNull();
    expect(scarFor(7)).toBe(7);
    expect(scarFor(13)).toBe(12);
    expect(scarFor(13, { scarIndexAbove12: 'reroll' })).toBe('d12');
    expect(scarFor(13, { scarIndexAbove12: 'noScar' })).toBeNull();
    // A d12 row: 2 -> Rattling Blow, whose d6 is 6.
    const rolled = applyScar(scriptedRng([2, 6]), downed(), 'd12');
    expect(rolled.scar.row).toBe(2);
    expect(rolled.events[0]).toMatchObject({ type: 'dice-rolled', purpose: 'scar-row', total: 2 });
  });

  it('R041: only PCs gain scars', () => {
    expect(catchCairnError(() => resolveScar(npc({ hp: 0 }), 1, { location: 1, hp: 1 }), 'NOT_APPLICABLE').message).toBe(
      'resolveScar: target.kind must be "pc" (R041: only PCs gain scars), got "npc"',
    );
    catchCairnError(() => applyScar(scriptedRng([1]), npc({ hp: 0 }), 2), 'NOT_APPLICABLE');
  });

  it('takeDamage takes the scar a hit calls for, with its dice', () => {
    // 4 HP, hit for 4: row 4; location d6 = 6 (skull).
    const hit = takeDamage(scriptedRng([6]), createCreature({ kind: 'pc', hp: 4, str: 10, dex: 10, wil: 10 }), 4);
    expect(hit.scarTaken).toEqual({ row: 4, id: 'scar/broken-limb', detail: 'skull' });
    expect(hit.target.scars).toEqual([{ row: 4, id: 'scar/broken-limb', detail: 'skull' }]);
  });

  it('records the scar and reports every step', () => {
    const result = applyScar(scriptedRng([1, 6]), downed(), 1);
    expect(result.target.scars).toEqual([{ row: 1, id: 'scar/lasting-scar', detail: 'neck' }]);
    expect(result.events.map((event) => event.type)).toEqual(['dice-rolled', 'dice-rolled', 'scar-taken', 'score-changed']);
  });

  it('resolveScoreChange raises, increases and sets', () => {
    const pc = createCreature({ kind: 'pc', hp: { current: 3, max: 4 }, str: 10, dex: 10, wil: 10 });
    expect(resolveScoreChange(pc, { change: 'raise', score: 'hp', dice: '2d6' }, 9).target.hp).toEqual({ current: 3, max: 9 });
    expect(resolveScoreChange(pc, { change: 'increase', score: 'str', dice: 'd6' }, 2).target.str).toEqual({ current: 12, max: 12 });
    expect(resolveScoreChange(pc, { change: 'set', score: 'hp', dice: '2d6' }, 2).target.hp).toEqual({ current: 2, max: 2 });
  });

  it('refuses bad rows, missing or impossible dice, and unknown injuries', () => {
    expect(catchCairnError(() => resolveScar(downed(), 1, { location: 3 }), 'BAD_SCAR').message).toBe(
      'resolveScar: rolls.hp must be the d6 rolled for this row, an integer from 1 to 6, got undefined',
    );
    catchCairnError(() => resolveScar(downed(), 6, { attribute: 2, score: 2 }), 'BAD_SCAR');
    catchCairnError(() => resolveScar(downed(), 13 as never), 'BAD_SCAR');
    catchCairnError(() => scarDice(0 as never), 'BAD_SCAR');
    catchCairnError(() => resolveRecovery(downed(), 'walloped', 3), 'NOT_APPLICABLE');
    const walloped = resolveScar(downed(), 3).target;
    catchCairnError(() => resolveRecovery(walloped, 'walloped', 7), 'BAD_SCAR');
    catchCairnError(() => resolveRecovery(walloped, 'walloped'), 'BAD_SCAR');
    catchCairnError(() => resolveScoreChange(downed(), { change: 'double', score: 'hp', dice: 'd6' } as never, 3), 'BAD_SCAR');
    catchCairnError(() => scarFor(-1), 'BAD_SCAR');
  });
});
