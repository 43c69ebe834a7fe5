import { describe, expect, it } from 'vitest';
import {
  ALL_ASCENDANCIES,
  ASCENDANCIES,
  bloodlineLabel,
  bloodlineOfTreeId,
  bloodlineTreeId,
  classLabel,
  classListDifferences,
  CLASSES,
  FRENCH_CLASS_NAMES,
  offeredAscendancies,
  EQUIPMENT_SLOTS,
  GEM_SLOT_LABELS,
  GEM_VENDOR_PRICES,
  gemVendorPrice,
  isAscendancyName,
  isClassName,
  MAX_SOCKETS,
  SOCKETED_SLOTS,
} from './index';

describe('classes and ascendancies', () => {
  it('lists the seven classes in the game’s order, 22 ascendancies with Raider, none twice', () => {
    expect(CLASSES).toEqual([
      'Marauder',
      'Ranger',
      'Witch',
      'Duelist',
      'Templar',
      'Shadow',
      'Scion',
    ]);
    expect(ALL_ASCENDANCIES).toHaveLength(22);
    expect(new Set(ALL_ASCENDANCIES).size).toBe(22);
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

describe('today’s ascendancies (3.29)', () => {
  it('offers the Warden, never the Raider, unless a build already has it', () => {
    expect(offeredAscendancies('Ranger')).toEqual(['Warden', 'Deadeye', 'Pathfinder']);
    expect(offeredAscendancies('Ranger', 'Raider')).toEqual([
      'Warden',
      'Deadeye',
      'Pathfinder',
      'Raider',
    ]);
    expect(offeredAscendancies('Scion')).toEqual(['Ascendant', 'Reliquarian', 'Luminary']);
    expect(offeredAscendancies('Nobody')).toEqual([]);
  });

  it('numbers bloodlines as Path of Building’s trees of 3.27 to 3.29 do', () => {
    expect(bloodlineTreeId('Warden')).toBe(1);
    expect(bloodlineTreeId('Trialmaster')).toBe(4);
    expect(bloodlineTreeId('Aul')).toBe(8);
    expect(bloodlineTreeId('Breachlord')).toBe(13);
    expect(bloodlineTreeId('Abyssal')).toBe(16);
    expect(bloodlineTreeId('')).toBe(0);
    expect(bloodlineOfTreeId(8)).toBe('Aul');
    expect(bloodlineOfTreeId(0)).toBe('');
    expect(bloodlineOfTreeId(17)).toBe('');
  });

  it('has the game’s French name for every class and the ascendancies its strings name', () => {
    const unnamed = ['Warden', 'Ascendant', 'Reliquarian', 'Luminary'];
    for (const name of [...CLASSES, ...ALL_ASCENDANCIES]) {
      expect(Object.hasOwn(FRENCH_CLASS_NAMES, name), name).toBe(!unnamed.includes(name));
    }
    expect(classLabel('Duelist', 'fr')).toBe('Duelliste');
    expect(classLabel('Warden', 'fr')).toBe('Warden');
    expect(classLabel('Deadeye', 'en')).toBe('Deadeye');
    expect(bloodlineLabel('Trialmaster')).toBe('Chaos Bloodline');
    expect(bloodlineLabel('')).toBe('');
    expect(classLabel('toString', 'fr')).toBe('toString');
  });

  it('finds no difference with a tree of today, and names each one with an older tree', () => {
    const today = CLASSES.map((name) => ({
      name,
      ascendancies: offeredAscendancies(name).map((a) => ({ name: a })),
    }));
    expect(classListDifferences(today)).toEqual([]);
    const old = today.map((c) =>
      c.name === 'Ranger'
        ? {
            name: 'Ranger',
            ascendancies: [{ name: 'Raider' }, { name: 'Deadeye' }, { name: 'Pathfinder' }],
          }
        : c,
    );
    expect(classListDifferences(old)).toEqual([
      'Ranger: no Warden',
      'Ranger: Raider not offered by the site',
    ]);
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

describe('gem vendor prices', () => {
  it('asks the currency of the tier a required level falls in, at each edge', () => {
    const at = (level: number) => gemVendorPrice(level).name;
    expect([1, 7, 8, 15, 16, 27, 28, 37, 38, 72].map(at)).toEqual([
      'Scroll of Wisdom',
      'Scroll of Wisdom',
      'Orb of Transmutation',
      'Orb of Transmutation',
      'Orb of Alteration',
      'Orb of Alteration',
      'Orb of Chance',
      'Orb of Chance',
      'Orb of Alchemy',
      'Orb of Alchemy',
    ]);
  });

  it('names each currency in French as the catalogue does', () => {
    expect(GEM_VENDOR_PRICES.map((p) => p.nameFr)).toEqual([
      'Parchemin de sagesse',
      'Orbe de transmutation',
      "Orbe d'altération",
      'Orbe de chance',
      "Orbe d'alchimie",
    ]);
  });
});
