import { describe, expect, it } from 'vitest';
import { buildPobXml } from './buildXml.js';
import { readPobItem } from './itemText.js';
import type { ExportableBuild } from './loadouts.js';
import { toPobItemText } from './pobItemText.js';
import { childNamed, childrenNamed, parseXml } from './xml.js';

// « Assaut de Farrul » as a French client copied it: the current client's header and spacing
// over the text Sidekick (Sidekick-Poe/Sidekick) keeps as its French price-check sample.
const FARRUL_FR = [
  "Classe d'objet : Gants",
  'Rareté : Unique',
  'Assaut de Farrul',
  "Gantelets en écailles d'hydre",
  '--------',
  'Qualité : +20% (augmented)',
  'Armure : 254 (augmented)',
  "Score d'Évasion : 254 (augmented)",
  '--------',
  'Prérequis :',
  'Niveau : 70',
  'For : 111',
  'Dex : 151',
  '--------',
  'Châsses : G-R-R-G ',
  '--------',
  "Niveau de l'objet : 80",
  '--------',
  '+25 de Vie maximale (implicite)',
  '--------',
  '120% d’Augmentation de l’Armure et de l’Évasion',
  '+63 de Vie maximale',
  '--------',
  'Une bête affamée ne gaspille jamais son énergie.',
  '--------',
  'Corrompu',
].join('\n');

const FARRUL_EN = [
  'Item Class: Gloves',
  'Rarity: Unique',
  "Farrul's Pounce",
  'Hydrascale Gauntlets',
  '--------',
  'Quality: +20% (augmented)',
  'Armour: 254 (augmented)',
  'Evasion Rating: 254 (augmented)',
  '--------',
  'Requirements:',
  'Level: 70',
  'Str: 111',
  'Dex: 151',
  '--------',
  'Sockets: G-R-R-G ',
  '--------',
  'Item Level: 80',
  '--------',
  '+25 to maximum Life (implicit)',
  '--------',
  '120% increased Armour and Evasion',
  '+63 to maximum Life',
  '--------',
  'A hungry beast never wastes its energy.',
  '--------',
  'Corrupted',
].join('\n');

/** The slot the author's dialog stores for the French text: English name and base. */
const STORED = { name: "Farrul's Pounce", base: 'Hydrascale Gauntlets' };

describe('toPobItemText on a French client text', () => {
  it('writes the English name and base and the English field names PoB reads', () => {
    expect(toPobItemText(FARRUL_FR, STORED)?.split('\n')).toEqual([
      'Rarity: UNIQUE',
      "Farrul's Pounce",
      'Hydrascale Gauntlets',
      'Quality: 20',
      'LevelReq: 70',
      'Sockets: G-R-R-G',
      'Item Level: 80',
      'Implicits: 1',
      '+25 to maximum Life',
      '120% increased Armour and Evasion',
      '+63 to maximum Life',
      'Corrupted',
    ]);
  });

  it('gives the same PoB text as the English twin', () => {
    expect(toPobItemText(FARRUL_FR, STORED)).toBe(toPobItemText(FARRUL_EN));
  });

  it('keeps a mod line no stat text names as the client wrote it', () => {
    const text = 'Rareté : Rare\nA\nB\n--------\nUne ligne que le jeu ne connaît pas (artisanal)';
    expect(toPobItemText(text)?.split('\n').at(-1)).toBe(
      '{crafted}Une ligne que le jeu ne connaît pas',
    );
  });

  it("reads back through the site's own PoB reader as the same item", () => {
    const item = readPobItem(toPobItemText(FARRUL_FR, STORED) ?? '');
    expect(item).toMatchObject({
      rarity: 'unique',
      name: "Farrul's Pounce",
      base: 'Hydrascale Gauntlets',
      quality: 20,
      levelReq: 70,
      sockets: 'G-R-R-G',
      itemLevel: 80,
      trailers: ['Corrupted'],
    });
  });

  it('writes a magic item as its English base, a rare with its own name and English base', () => {
    const magic = "Classe d'objet : Bagues\nRareté : Magique\nBague de saphir du Lutteur";
    expect(
      toPobItemText(magic, { name: 'Bague de saphir du Lutteur', base: 'Sapphire Ring' }),
    ).toBe('Rarity: MAGIC\nSapphire Ring\nImplicits: 0');
    const rare = "Classe d'objet : Armures\nRareté : Rare\nChagrin du Corbeau\nCuirasse astrale";
    expect(toPobItemText(rare, { name: 'Chagrin du Corbeau', base: 'Astral Plate' })).toBe(
      'Rarity: RARE\nChagrin du Corbeau\nAstral Plate\nImplicits: 0',
    );
  });

  it('keeps the French lines of text stored without a parse, its labels in English', () => {
    expect(toPobItemText("Rareté : Rare\nA\nB\n--------\nNiveau de l'objet : 3")).toBe(
      'Rarity: RARE\nA\nB\nItem Level: 3\nImplicits: 0',
    );
  });

  it('translates French influences, tags and trailers', () => {
    const text = [
      'Rareté : Rare',
      'Nom',
      'Base',
      '--------',
      "Niveau de l'objet : 84",
      '--------',
      '+1 (enchantement)',
      '--------',
      '+2 (fissuré)',
      '+3 (artisanal)',
      '--------',
      'Objet du Façonneur',
      'Reflété',
    ].join('\n');
    expect(toPobItemText(text)?.split('\n')).toEqual([
      'Rarity: RARE',
      'Nom',
      'Base',
      'Item Level: 84',
      'Shaper Item',
      'Implicits: 1',
      '{enchant}+1',
      '{fractured}+2',
      '{crafted}+3',
      'Mirrored',
    ]);
  });
});

describe('the PoB export of a build holding a French unique', () => {
  const build: ExportableBuild = {
    classe: 'Ranger',
    ascendancy: 'Deadeye',
    game_version: '3.29.0',
    equipment: {
      gloves: {
        ...STORED,
        text: FARRUL_FR,
      },
    },
    leveling_equipment: {},
    premier_equipement_equipment: {},
    endgame_equipment: {},
    optimisation_equipment: {},
    gem_sockets: {},
    gem_sockets_main: {},
    gem_sockets_leveling: {},
    gem_sockets_premier_equipement: {},
    gem_sockets_endgame: {},
    gem_sockets_optimisation: {},
  };

  it('writes the item under its English name and base in the gloves slot', () => {
    const items = childNamed(parseXml(buildPobXml(build)), 'Items');
    const [item] = childrenNamed(items, 'Item');
    const lines = (item?.text ?? '').split('\n').map((line) => line.trim());
    expect(lines.filter((line) => line !== '').slice(0, 3)).toEqual([
      'Rarity: UNIQUE',
      "Farrul's Pounce",
      'Hydrascale Gauntlets',
    ]);
    const slots = childrenNamed(childNamed(items, 'ItemSet'), 'Slot');
    expect(slots.map((slot) => slot.attrs)).toEqual([{ name: 'Gloves', itemId: '1' }]);
  });
});
