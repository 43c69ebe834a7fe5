import { describe, expect, it } from 'vitest';
import { cleanEquipment, cleanGemSockets, storedObject } from './jsonFields.js';

describe('storedObject', () => {
  it.each([
    ['an object', { a: 1 }, { a: 1 }],
    ['a JSON string holding an object', '{"a":1}', { a: 1 }],
    ['text that is not JSON', '{"a":', {}],
    ['a JSON string holding a list', '[1]', {}],
    ['a list', [1, 2], {}],
    ['a number', 42, {}],
    ['null', null, {}],
    ['undefined', undefined, {}],
  ])('reads %s', (_name, value, expected) => {
    expect(storedObject(value)).toEqual(expected);
  });
});

describe('cleanEquipment', () => {
  it('keeps known slots holding items or pasted text, reduced to known fields', () => {
    expect(
      cleanEquipment({
        helmet: { name: 'Goldrim', rarity: 'Unique', extra: 'x', text: '' },
        weapon: 'Rarity: Rare',
        ring1: null,
        ring2: '  ',
        boots: {},
        hat: { name: 'Inconnu' },
        belt: { rarity: 'legendary', name: 'Ceinture' },
      }),
    ).toEqual({
      helmet: { name: 'Goldrim', rarity: 'unique' },
      weapon: 'Rarity: Rare',
      belt: { name: 'Ceinture' },
    });
  });
});

describe('cleanGemSockets', () => {
  it('keeps gems with a name in place, empty sockets as null, trailing ones dropped', () => {
    expect(
      cleanGemSockets({
        Torse: [
          { name: 'Cyclone', icon: '/c.png', tags: ['Attack', 3], x: 1 },
          null,
          { icon: '/x' },
          null,
        ],
        Casque: [null, null],
        Gants: 'Cyclone',
        Tête: [{ name: 'Cyclone' }],
        Bottes: [{ name: 'Leap Slam', levelRequired: 10 }],
      }),
    ).toEqual({
      Torse: [{ name: 'Cyclone', icon: '/c.png', tags: ['Attack'] }],
      Bottes: [{ name: 'Leap Slam', levelRequired: 10 }],
    });
  });
});
