import { describe, expect, it } from 'vitest';
import {
  ALL_ASCENDANCIES,
  ASCENDANCIES,
  CLASSES,
  EQUIPMENT_SLOTS,
  GEM_SLOT_LABELS,
  isAscendancyName,
  isClassName,
  MAX_SOCKETS,
  SOCKETED_SLOTS,
} from './index';

describe('classes and ascendancies', () => {
  it('lists the seven classes in the game’s order, 19 ascendancies, none twice', () => {
    expect(CLASSES).toEqual([
      'Marauder',
      'Ranger',
      'Witch',
      'Duelist',
      'Templar',
      'Shadow',
      'Scion',
    ]);
    expect(ALL_ASCENDANCIES).toHaveLength(19);
    expect(new Set(ALL_ASCENDANCIES).size).toBe(19);
    expect(ALL_ASCENDANCIES.slice(0, 3)).toEqual(ASCENDANCIES.Marauder);
  });

  it('tells names of the game from anything else, inherited properties included', () => {
    expect(isClassName('Witch')).toBe(true);
    expect(isClassName('toString')).toBe(false);
    expect(isClassName('witch')).toBe(false);
    expect(isAscendancyName('Necromancer')).toBe(true);
    expect(isAscendancyName('Witch')).toBe(false);
  });
});

describe('slots', () => {
  it('keys every socketed slot by an equipment slot, labels in the order gem maps use', () => {
    for (const slot of Object.keys(SOCKETED_SLOTS)) {
      expect(EQUIPMENT_SLOTS).toContain(slot);
    }
    expect(GEM_SLOT_LABELS).toEqual([
      'Torse',
      'Casque',
      'Gants',
      'Bottes',
      'Arme 1',
      'Arme 2',
      'Anneau 1',
      'Anneau 2',
    ]);
    expect(MAX_SOCKETS).toBe(6);
  });

  it('has the form’s 29 equipment slots plus the grid’s second weapon', () => {
    expect(EQUIPMENT_SLOTS).toHaveLength(30);
    expect(new Set(EQUIPMENT_SLOTS).size).toBe(30);
  });
});
