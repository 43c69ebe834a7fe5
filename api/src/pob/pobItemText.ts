/**
 * Item text as the game copies it (Ctrl+C, which our slots store) turned into the text Path of
 * Building keeps inside `<Item>`: upper-case rarity, header fields, `Implicits: N`, then mod
 * lines with `{crafted}`, `{fractured}` and `{enchant}` prefixes. Properties, requirements other
 * than the level, flavour and help texts are left out: PoB recomputes them from the base and
 * the mods.
 *
 * PoB reads English only: a French client's labels (`Rareté`, `Châsses`, `Niveau de l'objet`,
 * `Corrompu`, `(implicite)`...) are written as the English client prints them, and its name and
 * base lines as the English names the slot stored when the text was parsed (PoB finds the base,
 * and a unique, by them). Its mod lines are written in English where the trade site's French
 * and English stat texts name them (`englishMod`), and as written otherwise.
 */
import { englishMod } from './frenchMods.js';

/** The English names a slot stored for its text when it was parsed. */
export interface StoredNames {
  name?: string;
  base?: string;
}

const RARITIES: Record<string, string> = {
  normal: 'NORMAL',
  magic: 'MAGIC',
  magique: 'MAGIC',
  rare: 'RARE',
  unique: 'UNIQUE',
};
const SEPARATOR = /^-{4,}$/;
const INFLUENCE =
  /^(Shaper|Elder|Crusader|Redeemer|Hunter|Warlord|Searing Exarch|Eater of Worlds) Item$/;
const TRAILERS = new Set(['Corrupted', 'Mirrored', 'Split', 'Unidentified']);
/** The French client's trailer and influence lines (xiletrade's French client strings). */
const FRENCH_LINES: Record<string, string> = {
  corrompu: 'Corrupted',
  corrompue: 'Corrupted',
  reflété: 'Mirrored',
  reflétée: 'Mirrored',
  scindé: 'Split',
  scindée: 'Split',
  'non identifié': 'Unidentified',
  'non identifiée': 'Unidentified',
  'objet du façonneur': 'Shaper Item',
  "objet de l'ancien": 'Elder Item',
  'objet du croisé': 'Crusader Item',
  'objet de la rédemptrice': 'Redeemer Item',
  'objet du chasseur': 'Hunter Item',
  'objet du seigneur de guerre': 'Warlord Item',
};
const TAG =
  /\s*\((implicit|implicite|enchant|enchantement|crafted|artisanal|fabriqué|fractured|fissuré|fracturé|augmented|augmentée?)\)\s*$/i;
const TAG_NAMES: Record<string, string> = {
  implicite: 'implicit',
  enchantement: 'enchant',
  artisanal: 'crafted',
  fabriqué: 'crafted',
  fissuré: 'fractured',
  fracturé: 'fractured',
  augmenté: 'augmented',
  augmentée: 'augmented',
};
const QUALITY = /^(?:Quality|Qualité)\s*:\s*\+?(\d+)\s*%/;
// A catalyst's quality on jewellery, which PoB reads under the same heading the game prints.
const CATALYST_QUALITY = /^Quality \(([A-Za-z ]+) Modifiers\)\s*:\s*\+?(\d+)\s*%/;
const ITEM_LEVEL = /^(?:Item Level|Niveau de l['’]objet|Niveau d['’]objet)\s*:\s*(\d+)/;
const SOCKETS = /^(?:Sockets|Châsses)\s*:\s*(\S.*)$/;
// Older French clients printed the heading with two colons ('Prérequis::').
const REQUIREMENTS = /^(?:Requirements|Prérequis|Conditions)\s*:{0,2}$/;
const LEVEL = /^(?:Level|Niveau)\s*:\s*(\d+)/;

/** A French client's trailer or influence line as the English client prints it. */
const englishLine = (line: string) => FRENCH_LINES[line.toLowerCase()] ?? line;

interface Parts {
  header: string[];
  influences: string[];
  implicits: string[];
  explicits: string[];
  trailers: string[];
}

function sectionsOf(text: string): string[][] {
  const sections: string[][] = [[]];
  for (const raw of text.split(/\r\n?|\n/)) {
    const line = englishLine(raw.trim());
    if (SEPARATOR.test(line)) sections.push([]);
    else if (line !== '') sections[sections.length - 1]?.push(line);
  }
  return sections.filter((section) => section.length > 0);
}

/**
 * `Level: 62` under `Requirements:`, `Sockets:`, `Item Level:`, `Quality:` and a catalyst's
 * `Quality (… Modifiers):` as PoB's fields.
 */
function readMeta(section: string[], header: string[]): boolean {
  let meta = false;
  section.forEach((line, index) => {
    const quality = QUALITY.exec(line);
    if (quality) header.push(`Quality: ${quality[1]}`);
    const catalyst = CATALYST_QUALITY.exec(line);
    if (catalyst) header.push(`Quality (${catalyst[1]} Modifiers): +${catalyst[2]}%`);
    const itemLevel = ITEM_LEVEL.exec(line);
    if (itemLevel) header.push(`Item Level: ${itemLevel[1]}`);
    const sockets = SOCKETS.exec(line);
    if (sockets) header.push(`Sockets: ${sockets[1]?.trim()}`);
    const level = LEVEL.exec(line);
    if (level && section.slice(0, index).some((l) => REQUIREMENTS.test(l))) {
      header.push(`LevelReq: ${level[1]}`);
    }
    if (itemLevel || sockets || REQUIREMENTS.test(line)) meta = true;
  });
  return meta;
}

const tagOf = (line: string) => {
  const tag = TAG.exec(line)?.[1]?.toLowerCase();
  return tag && (TAG_NAMES[tag] ?? tag);
};
const untagged = (line: string) => line.replace(TAG, '');

/** Sorts the sections after the name into header fields, implicits, explicits and trailers. */
function readBody(sections: string[][], parts: Parts) {
  // The mods come after the last section holding item level, sockets or requirements.
  let modsFrom = 0;
  sections.forEach((section, index) => {
    if (readMeta(section, parts.header)) modsFrom = index + 1;
  });
  let explicitSeen = false;
  for (const section of sections.slice(modsFrom)) {
    if (section.every((line) => TRAILERS.has(line) || INFLUENCE.test(line))) {
      for (const line of section)
        (INFLUENCE.test(line) ? parts.influences : parts.trailers).push(line);
    } else if (section.every((line) => ['implicit', 'enchant'].includes(tagOf(line) ?? ''))) {
      // PoB counts enchantments among the implicits, enchantments first.
      const enchants = section.filter((line) => tagOf(line) === 'enchant');
      const implicits = section.filter((line) => tagOf(line) === 'implicit');
      parts.implicits.unshift(...enchants.map((line) => `{enchant}${untagged(line)}`));
      parts.implicits.push(...implicits.map(untagged));
    } else if (!explicitSeen) {
      // The first plain section is the mods; later ones are flavour or help text.
      explicitSeen = true;
      for (const line of section) {
        const tag = tagOf(line);
        const prefix = tag === 'crafted' || tag === 'fractured' ? `{${tag}}` : '';
        parts.explicits.push(`${prefix}${untagged(line)}`);
      }
    }
  }
}

/** A French mod line, its `{crafted}`-like prefix kept, in English when a stat text names it. */
function inEnglish(line: string): string {
  const [, prefix = '', text = line] = /^(\{\w+\})?(.*)$/.exec(line) ?? [];
  return `${prefix}${englishMod(text) ?? text}`;
}

/**
 * The name lines PoB reads for a French client's item: a unique's English name and base, a
 * rare's own name and English base, a magic or normal item's English base alone (PoB finds the
 * base inside the name line, and the French prefix and suffix name nothing it knows). A line
 * the slot has no English name for stays as written.
 */
function englishNameLines(rarity: string, lines: string[], stored: StoredNames): string[] {
  const [first = '', second = ''] = lines;
  const base = stored.base || (rarity === 'RARE' || rarity === 'UNIQUE' ? second : first);
  if (rarity === 'UNIQUE') return [stored.name || first, base];
  if (rarity === 'RARE') return [first, base];
  return [base];
}

/**
 * The PoB text of an item copied from the game (English or French client), or null when the
 * text names no equipment rarity (a gem, currency, or text that is not an item). `stored` is
 * the English name and base the slot keeps for it, written instead of a French client's.
 * @example toPobItemText('Rarity: Rare\nGale Coil\nSapphire Ring\n--------\nItem Level: 80')
 * // 'Rarity: RARE\nGale Coil\nSapphire Ring\nItem Level: 80\nImplicits: 0'
 */
export function toPobItemText(gameText: string, stored: StoredNames = {}): string | null {
  const [head = [], ...rest] = sectionsOf(gameText);
  const names = head.filter((line) => !/^(Item Class|Classe d['’]objet)\s*:/i.test(line));
  const rarityLine = /^(Rarity|Rareté)\s*:\s*(\S+)/i.exec(names[0] ?? '');
  const rarity = RARITIES[rarityLine?.[2]?.toLowerCase() ?? ''];
  const written = names.slice(1, rarity === 'RARE' || rarity === 'UNIQUE' ? 3 : 2);
  if (!rarity || written.length === 0) return null;
  const french = rarityLine?.[1]?.toLowerCase() !== 'rarity';
  const nameLines = french ? englishNameLines(rarity, written, stored) : written;
  const parts: Parts = { header: [], influences: [], implicits: [], explicits: [], trailers: [] };
  readBody(rest, parts);
  if (french) {
    parts.implicits = parts.implicits.map(inEnglish);
    parts.explicits = parts.explicits.map(inEnglish);
  }
  return [
    `Rarity: ${rarity}`,
    ...nameLines,
    ...parts.header,
    ...parts.influences,
    `Implicits: ${parts.implicits.length}`,
    ...parts.implicits,
    ...parts.explicits,
    ...parts.trailers,
  ].join('\n');
}
