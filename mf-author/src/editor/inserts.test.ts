import { describe, expect, it } from 'vitest';
import {
  currencyAttributes,
  gemAttributes,
  imageAttributes,
  itemAttributes,
  orderImageAttributes,
} from './inserts';

describe('insert attributes', () => {
  it('a gem is a 50 px picture with its tags joined by a comma and a space', () => {
    const attributes = gemAttributes({
      name: 'Arc',
      icon: '/images/gems/Arc.png',
      tags: ['Spell', 'Lightning'],
      couleur: 'blue',
      description: 'Ligne 1\r\nLigne 2',
      levelRequired: 12,
    });
    expect(orderImageAttributes(attributes)).toEqual([
      ['class', 'gem-insert'],
      ['src', '/images/gems/Arc.png'],
      ['alt', 'Arc'],
      ['width', '50'],
      ['height', '50'],
      ['data-name', 'Arc'],
      ['data-icon', '/images/gems/Arc.png'],
      ['data-tags', 'Spell, Lightning'],
      ['data-couleur', 'blue'],
      ['data-description', 'Ligne 1\nLigne 2'],
      ['data-levelrequired', '12'],
    ]);
  });

  it('a currency is a 48 px picture with its type and description', () => {
    const attributes = currencyAttributes({
      name: 'Orbe du chaos',
      icon: '/c.png',
      type: 'Currency',
      description: 'd',
    });
    expect(orderImageAttributes(attributes).map(([name]) => name)).toEqual([
      'class',
      'src',
      'alt',
      'width',
      'height',
      'data-name',
      'data-icon',
      'data-type',
      'data-description',
    ]);
    expect(attributes).toMatchObject({
      class: 'currency-insert',
      width: '48',
      height: '48',
      'data-type': 'Currency',
    });
  });

  it('an item carries its full text and its rarity in lower case', () => {
    const attributes = itemAttributes({
      name: 'Tabula Rasa',
      base: 'Simple Robe',
      image: '/u.png',
      itemClass: 'Body Armours',
      rarity: 'Unique',
      text: 'Rarity: Unique\r\nTabula Rasa\r\nSimple Robe',
    });
    expect(orderImageAttributes(attributes).map(([name]) => name)).toEqual([
      'class',
      'src',
      'alt',
      'width',
      'height',
      'data-name',
      'data-base',
      'data-image',
      'data-itemclass',
      'data-rarity',
      'data-text',
    ]);
    expect(attributes['data-rarity']).toBe('unique');
    expect(attributes['data-text']).toBe('Rarity: Unique\nTabula Rasa\nSimple Robe');
    expect(attributes.src).toBe('/u.png');
  });

  it.each([
    [
      { width: '300', height: '200' },
      { src: '/p.png', alt: 'carte', width: '300', height: '200' },
    ],
    [
      { width: 'auto', height: 'auto' },
      { src: '/p.png', alt: 'carte' },
    ],
    [
      { width: '50%', height: 'AUTO' },
      { src: '/p.png', alt: 'carte', width: '50%' },
    ],
    [
      { width: ' ', height: '120' },
      { src: '/p.png', alt: 'carte', height: '120' },
    ],
  ])('a picture sized %j', (size, expected) => {
    expect(imageAttributes({ src: '/p.png', alt: 'carte', ...size })).toEqual(expected);
  });

  it('drops unknown attributes and empty ones that mean nothing, keeps an empty alt', () => {
    expect(
      orderImageAttributes({
        onerror: 'x()',
        style: 'width:1px',
        src: '/p.png',
        alt: '',
        width: '',
        class: '',
      }),
    ).toEqual([
      ['src', '/p.png'],
      ['alt', ''],
    ]);
  });
});
