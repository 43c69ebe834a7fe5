import { describe, expect, it } from 'vitest';
import { itemSlotSize } from './itemSlotSize';

describe('itemSlotSize', () => {
  it.each([
    ['Rings', 1, 1],
    ['Amulets', 1, 1],
    ['Jewels', 1, 1],
    ['Abyss Jewels', 1, 1],
    ['Belts', 2, 1],
    ['Gloves', 2, 2],
    ['Boots', 2, 2],
    ['Helmets', 2, 2],
    ['Shields', 2, 2],
    ['Body Armours', 2, 3],
    ['Claws', 1, 3],
    ['Daggers', 1, 3],
    ['Rune Daggers', 1, 3],
    ['Wands', 1, 3],
    ['One Hand Swords', 1, 3],
    ['Thrusting One Hand Swords', 1, 3],
    ['One Hand Axes', 1, 3],
    ['One Hand Maces', 1, 3],
    ['Sceptres', 1, 3],
    ['Two Hand Swords', 2, 3],
    ['Two Hand Axes', 2, 3],
    ['Two Hand Maces', 2, 3],
    ['Staves', 2, 4],
    ['Warstaves', 2, 4],
    ['Bows', 2, 4],
    ['Quivers', 1, 3],
    ['Life Flasks', 1, 2],
    ['Mana Flasks', 1, 2],
    ['Hybrid Flasks', 1, 2],
    ['Utility Flasks', 1, 2],
    ['Cluster Jewels', 1, 2],
    ['Fishing Rods', 2, 4],
  ])('%s cover %i x %i cells', (itemClass, width, height) => {
    expect(itemSlotSize(itemClass)).toEqual({ width, height });
  });

  it.each([['Skill Gems'], ['Stackable Currency'], ['Trinkets'], ['']])(
    'gives the 2x2 default to %j',
    (itemClass) => {
      expect(itemSlotSize(itemClass)).toEqual({ width: 2, height: 2 });
    },
  );

  it.each([
    ['Flacons de Vie', 1, 2],
    ['Armures', 2, 3],
    ['Bâtons de guerre', 2, 4],
    ['Bagues', 1, 1],
    ['body armour', 2, 3],
    ['Ring', 1, 1],
    ['  Two Hand Swords ', 2, 3],
  ])('reads %j as an English class', (itemClass, width, height) => {
    expect(itemSlotSize(itemClass)).toEqual({ width, height });
  });

  it('tells a cluster jewel by its base: the game files it under Jewels', () => {
    expect(itemSlotSize('Jewels', 'Large Cluster Jewel')).toEqual({ width: 1, height: 2 });
    expect(itemSlotSize('Jewels', 'Crimson Jewel')).toEqual({ width: 1, height: 1 });
  });

  it('answers a fresh object each time', () => {
    const size = itemSlotSize('Belts');
    size.width = 9;
    expect(itemSlotSize('Belts')).toEqual({ width: 2, height: 1 });
  });
});
