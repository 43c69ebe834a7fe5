import { describe, expect, it } from 'vitest';
import { isSupportGem, mainSkillOf, type SocketGem } from './mainSkill.js';

const active = (name: string): SocketGem => ({ name, tags: 'Attack, Melee' });
const support = (name: string): SocketGem => ({ name, tags: ['Support', 'Melee'] });

describe('isSupportGem', () => {
  it.each([
    [{ name: 'Fortify Support' }, true],
    [{ name: 'Melee Physical Damage', tags: 'Support, Melee' }, true],
    [{ name: 'Cyclone', tags: 'Attack, Melee, Area' }, false],
    [{ name: 'Supportive Ancestors' }, false],
  ])('%o is a support: %s', (gem, expected) => {
    expect(isSupportGem(gem)).toBe(expected);
  });
});

describe('mainSkillOf', () => {
  it.each<[string, Parameters<typeof mainSkillOf>[0], Parameters<typeof mainSkillOf>[1], string]>([
    ['nothing socketed', {}, {}, ''],
    ['only supports', { Torse: [support('Fortify Support')] }, {}, ''],
    [
      'the first active gem of an all-linked body armour',
      { Torse: [support('Brutality Support'), active('Cyclone'), active('Leap Slam')] },
      {},
      'Cyclone',
    ],
    [
      'the largest group wins over the body armour',
      {
        Torse: [active('Leap Slam'), support('Faster Attacks Support')],
        Casque: [active('Herald of Ash'), active('Cyclone'), support('A Support'), null],
      },
      { Torse: [0, 0, 1, 1], Casque: [0, 0, 0, 0] },
      'Herald of Ash',
    ],
    [
      'a 4-link beats the 2-link of the same body armour',
      {
        Torse: [
          active('Blood Rage'),
          support('Culling Strike Support'),
          active('Ground Slam'),
          support('Ruthless Support'),
          support('Melee Physical Damage Support'),
          support('Brutality Support'),
        ],
      },
      { Torse: [0, 0, 1, 1, 1, 1] },
      'Ground Slam',
    ],
    [
      'the body armour first on a tie',
      {
        Gants: [active('Frostblink'), support('X Support')],
        Torse: [active('Cyclone'), active('Y')],
      },
      { Gants: [0, 0], Torse: [0, 0] },
      'Cyclone',
    ],
    [
      'a group of supports alone gives way to the next largest',
      {
        Torse: [support('A Support'), support('B Support'), support('C Support')],
        Bottes: [active('Dash'), support('D Support')],
      },
      {},
      'Dash',
    ],
    [
      'sockets past the links stand alone',
      { Torse: [support('A Support'), support('B Support'), active('Flame Dash')] },
      { Torse: [0, 0] },
      'Flame Dash',
    ],
  ])('%s', (_, sockets, links, expected) => {
    expect(mainSkillOf(sockets, links)).toBe(expected);
  });
});
