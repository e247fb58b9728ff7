import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../src/dice/scriptedRng.js';
import { PRESET_1E } from '../../src/model/options.js';
import { addItem, moveItem } from '../../src/rules/addItem.js';
import { CASTING_MISHAPS, resolveCastingSave, rollCastingSave } from '../../src/rules/castingSave.js';
import { resolveCureWounds, rollCureWounds } from '../../src/rules/cureWounds.js';
import { inventoryOf, slotsUsed } from '../../src/rules/inventory.js';
import { castSpell, createScroll, createSpellbook } from '../../src/rules/magic.js';
import { catchCairnError } from '../helpers.js';
import { CHALK, KNOCK_SCROLL, MULE, ROPE, SHIELD, SLEEP_BOOK, fatigue, gear, hero, types } from './inventory.fixtures.js';

const HANDS = { slotLayout: 'hands-body-pack' } as const;

describe('spellbooks', () => {
  it('R081: a spellbook holds one spell and takes one slot', () => {
    const book = createSpellbook('spell/sleep');
    expect(book).toEqual(SLEEP_BOOK);
    expect(slotsUsed(addItem(hero(), book).target)).toBe(1);
    catchCairnError(() => createSpellbook(''), 'BAD_ARGUMENT');
    catchCairnError(() => addItem(hero(), { ...SLEEP_BOOK, spell: '' }), 'BAD_ITEM');
  });
});

describe('casting', () => {
  it('R082: casting from a spellbook adds one Fatigue, one slot', () => {
    const pc = hero({ inventory: [ROPE, SLEEP_BOOK] });
    const result = castSpell(pc, 'spell/sleep');
    expect(result).toMatchObject({
      cast: true,
      blocked: null,
      spell: 'spell/sleep',
      source: 'spellbook',
      enhanced: false,
      fatigueAdded: 1,
      dropped: null,
      bothHands: 'reported',
      castingSave: false,
    });
    expect(slotsUsed(result.target)).toBe(3);
    expect(result.events).toEqual([
      { type: 'spell-cast', spell: 'spell/sleep', source: 'spellbook', index: 1, enhanced: false },
      { type: 'fatigue-added', count: 1, cause: 'spell' },
    ]);
    expect(castSpell(pc, 1).fatigueAdded).toBe(1);
    expect(castSpell(pc, 'item/spellbook').fatigueAdded).toBe(1);
    catchCairnError(() => castSpell(pc, 'item/rope'), 'BAD_ITEM');
    catchCairnError(() => castSpell(pc, 'spell/fireball'), 'BAD_ARGUMENT');
  });

  it('R082, R023: with no slot free an item must be dropped; the cast waits until the caller names it', () => {
    const pc = hero({ inventory: [...gear(9), SLEEP_BOOK] });
    const asked = castSpell(pc, 'spell/sleep');
    expect(asked).toMatchObject({ cast: false, blocked: 'drop-required', fatigueAdded: 0 });
    expect(asked.target).toBe(pc);
    expect(asked.events).toEqual([{ type: 'cast-blocked', spell: 'spell/sleep', reason: 'drop-required' }]);
    const cast = castSpell(pc, 'spell/sleep', { drop: 'item/gear-0' });
    expect(cast).toMatchObject({ cast: true, fatigueAdded: 1, dropped: gear(1)[0] });
    expect(types(cast)).toEqual(['spell-cast', 'item-dropped', 'inventory-freed', 'fatigue-added', 'inventory-filled']);
    expect(inventoryOf(cast.target)).toMatchObject({ used: 10, fatigue: 1 });
  });

  it('R082, R023: the item dropped may be the book itself, must free a slot, and is dropped only when needed', () => {
    const pc = hero({ inventory: [...gear(9), SLEEP_BOOK, CHALK] });
    const result = castSpell(pc, 'spell/sleep', { drop: 'item/spellbook' });
    expect(result.dropped).toEqual(SLEEP_BOOK);
    expect(result.target.inventory.some((item) => item.kind === 'spellbook')).toBe(false);
    catchCairnError(() => castSpell(pc, 'spell/sleep', { drop: 'item/chalk' }), 'BAD_ARGUMENT');
    catchCairnError(() => castSpell(pc, 'spell/sleep', { drop: 'item/lantern' }), 'BAD_ARGUMENT');
    const roomy = castSpell(hero({ inventory: [ROPE, SLEEP_BOOK] }), 'spell/sleep', { drop: 'item/rope' });
    expect(roomy.dropped).toBeNull();
    expect(roomy.target.inventory[0]).toEqual(ROPE);
  });

  it('R024: when every slot is Fatigue the caster cannot cast; C7: with "reject", no free slot means no cast', () => {
    const pettyBook = { ...SLEEP_BOOK, slots: 0 };
    const spent = hero({ inventory: [...fatigue(10), pettyBook] });
    expect(castSpell(spent, 'spell/sleep')).toMatchObject({ cast: false, blocked: 'all-fatigue' });
    const full = hero({ inventory: [...gear(9), SLEEP_BOOK] });
    expect(castSpell(full, 'spell/sleep', { fatigueWhenFull: 'reject', drop: 0 })).toMatchObject({ cast: false, blocked: 'no-free-slot' });
  });

  it('R082: casting takes both hands: reported in the abstract layout, enforced in the hands layout', () => {
    const stowed = hero({ inventory: [SLEEP_BOOK, SHIELD] });
    expect(castSpell(stowed, 0).bothHands).toBe('reported');
    const notHeld = castSpell(stowed, 0, HANDS);
    expect(notHeld).toMatchObject({ cast: false, blocked: 'book-not-held', bothHands: 'enforced' });
    const busy = moveItem(stowed, 0, 'held', HANDS).target;
    expect(castSpell(busy, 0, HANDS)).toMatchObject({ cast: false, blocked: 'hands-busy' });
    const ready = moveItem(busy, 'item/shield', 'stowed', HANDS).target;
    expect(castSpell(ready, 0, HANDS)).toMatchObject({ cast: true, fatigueAdded: 1, bothHands: 'enforced' });
    expect(castSpell(ready, 0, PRESET_1E).cast).toBe(true);
  });

  it('R082: a book loaded as cargo is not at hand in any layout', () => {
    const pc = hero({ inventory: [MULE, { ...SLEEP_BOOK, carry: 'cargo' }] });
    expect(castSpell(pc, 'spell/sleep')).toMatchObject({ cast: false, blocked: 'book-not-held' });
  });

  it('R083: with time and safety the spell may be enhanced at no extra cost; not in danger', () => {
    const pc = hero({ inventory: [SLEEP_BOOK] });
    const result = castSpell(pc, 0, { enhanced: true });
    expect(result).toMatchObject({ cast: true, enhanced: true, fatigueAdded: 1, castingSave: false });
    expect(result.events[0]).toMatchObject({ type: 'spell-cast', enhanced: true });
    expect(catchCairnError(() => castSpell(pc, 0, { enhanced: true, danger: true }), 'BAD_ARGUMENT').message).toBe(
      'castSpell: options.enhanced must be false in danger (enhancing takes time and safety, R083), got true',
    );
    catchCairnError(() => castSpell(pc, 0, { enhanced: 'yes' as never }), 'BAD_OPTION');
  });

  it('R084: a caster Deprived or in danger owes a WIL save', () => {
    const pc = hero({ wil: 12, inventory: [SLEEP_BOOK] });
    expect(castSpell(pc, 0).castingSave).toBe(false);
    const danger = castSpell(pc, 0, { danger: true });
    expect(danger.castingSave).toBe(true);
    expect(danger.events.at(-1)).toEqual({ type: 'save-owed', attribute: 'wil', purpose: 'casting', score: 12 });
    expect(castSpell(hero({ conditions: ['deprived'], inventory: [SLEEP_BOOK] }), 0).castingSave).toBe(true);
    const walloped = hero({
      inventory: [SLEEP_BOOK],
      pending: [{ id: 'walloped', row: 3, until: 'rest', then: { change: 'increase', score: 'hp', dice: 'd6' } }],
    });
    expect(castSpell(walloped, 0).castingSave).toBe(true);
  });

  it('R084: the casting save is a WIL save; a failure brings a consequence the Warden chooses', () => {
    const caster = hero({ wil: 12 });
    expect(resolveCastingSave(caster, 12)).toMatchObject({ mishap: false, consequences: [] });
    const failed = resolveCastingSave(caster, 13);
    expect(failed).toMatchObject({ mishap: true, consequences: CASTING_MISHAPS });
    expect(failed.save).toEqual({ type: 'save', score: 12, roll: 13, success: false });
    expect(failed.events).toEqual([{ type: 'save-made', attribute: 'wil', purpose: 'casting', score: 12, roll: 13, success: false }]);
    expect(CASTING_MISHAPS).toEqual(['fatigue', 'book-destroyed', 'injury', 'death']);
    expect(resolveCastingSave(hero({ wil: 3 }), 1).mishap).toBe(false);
    expect(resolveCastingSave(hero({ wil: 18 }), 20).mishap).toBe(true);
    catchCairnError(() => resolveCastingSave(caster, 21), 'BAD_FACE');
  });

  it('R084: rollCastingSave rolls the d20 and resolves it the same way', () => {
    const rolled = rollCastingSave(scriptedRng([13]), hero({ wil: 12 }));
    expect(rolled.mishap).toBe(true);
    expect(types(rolled)).toEqual(['dice-rolled', 'save-made']);
    expect(rolled.events[0]).toMatchObject({ purpose: 'save', notation: 'd20', total: 13 });
    catchCairnError(() => rollCastingSave({} as never, hero()), 'BAD_RNG');
  });

  it('R082: a creature that cannot act cannot cast', () => {
    const paralyzed = hero({ dex: { current: 0, max: 10 }, inventory: [SLEEP_BOOK] });
    expect(catchCairnError(() => castSpell(paralyzed, 0), 'NOT_APPLICABLE').message).toBe(
      'castSpell: caster must be able to act, got "paralyzed"',
    );
  });
});

describe('scrolls', () => {
  it('R085, C10: a scroll is petty, causes no Fatigue, and is gone after one use', () => {
    expect(createScroll('spell/knock')).toEqual(KNOCK_SCROLL);
    const full = hero({ inventory: [...gear(10), KNOCK_SCROLL] });
    const result = castSpell(full, 'spell/knock');
    expect(result).toMatchObject({ cast: true, source: 'scroll', fatigueAdded: 0 });
    expect(result.target.inventory).toEqual(gear(10));
    expect(result.events).toEqual([
      { type: 'spell-cast', spell: 'spell/knock', source: 'scroll', index: 10, enhanced: false },
      { type: 'item-used-up', index: 10, item: KNOCK_SCROLL },
    ]);
  });

  it('R085: otherwise a scroll is read like a spellbook: in hand, and with a WIL save when Deprived or in danger', () => {
    const pc = hero({ conditions: ['deprived'], inventory: [KNOCK_SCROLL] });
    expect(castSpell(pc, 0).castingSave).toBe(true);
    expect(castSpell(pc, 0, HANDS).blocked).toBe('book-not-held');
    expect(castSpell(moveItem(pc, 0, 'held', HANDS).target, 0, HANDS).cast).toBe(true);
  });
});

describe('Cure Wounds', () => {
  it('R088: Cure Wounds restores d4 STR to a creature touched, up to its maximum', () => {
    const pc = hero({ str: { current: 6, max: 12 } });
    const result = resolveCureWounds(pc, 3);
    expect(result.target.str).toEqual({ current: 9, max: 12 });
    expect(result.restored).toBe(3);
    expect(result.events).toEqual([{ type: 'score-changed', score: 'str', part: 'current', from: 6, to: 9, cause: 'recovery' }]);
    expect(resolveCureWounds(hero({ str: { current: 11, max: 12 } }), 4).restored).toBe(1);
    expect(resolveCureWounds(hero(), 2)).toMatchObject({ restored: 0, events: [] });
  });

  it('R088: it is magic, so Deprived does not stop it; it does not raise the dead', () => {
    expect(resolveCureWounds(hero({ str: { current: 6, max: 12 }, conditions: ['deprived'] }), 2).restored).toBe(2);
    catchCairnError(() => resolveCureWounds(hero({ str: { current: 0, max: 12 } }), 2), 'NOT_APPLICABLE');
    catchCairnError(() => resolveCureWounds(hero(), 5), 'BAD_FACE');
  });

  it('R088: rollCureWounds rolls the d4', () => {
    const rolled = rollCureWounds(scriptedRng([4]), hero({ str: { current: 2, max: 12 } }));
    expect(rolled.restored).toBe(4);
    expect(types(rolled)).toEqual(['dice-rolled', 'score-changed']);
    expect(rolled.events[0]).toMatchObject({ purpose: 'recovery', notation: 'd4', total: 4 });
    const rng = scriptedRng([4]);
    catchCairnError(() => rollCureWounds(rng, hero({ str: { current: 0, max: 12 } })), 'NOT_APPLICABLE');
    expect(rng.remaining()).toBe(1);
  });
});
