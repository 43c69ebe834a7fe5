/**
 * Item text as the game copies it (Ctrl+C, which our slots store) turned into the text Path of
 * Building keeps inside `<Item>`: upper-case rarity, header fields, `Implicits: N`, then mod
 * lines with `{crafted}`, `{fractured}` and `{enchant}` prefixes. Properties, requirements other
 * than the level, flavour and help texts are left out: PoB recomputes them from the base and
 * the mods.
 */

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
const TAG = /\s*\((implicit|enchant|crafted|fractured|augmented)\)\s*$/i;

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
    const line = raw.trim();
    if (SEPARATOR.test(line)) sections.push([]);
    else if (line !== '') sections[sections.length - 1]?.push(line);
  }
  return sections.filter((section) => section.length > 0);
}

/** `Level: 62` under `Requirements:`, `Sockets:`, `Item Level:` and `Quality:` as PoB's fields. */
function readMeta(section: string[], header: string[]): boolean {
  let meta = false;
  section.forEach((line, index) => {
    const quality = /^Quality:\s*\+?(\d+)%/.exec(line);
    if (quality) header.push(`Quality: ${quality[1]}`);
    if (/^Item Level:\s*\d+/.test(line)) header.push(line.replace(/\s+/g, ' '));
    if (/^Sockets:\s*\S/.test(line)) header.push(line);
    const level = /^Level:\s*(\d+)/.exec(line);
    if (level && section.slice(0, index).some((l) => /^Requirements:?$/.test(l))) {
      header.push(`LevelReq: ${level[1]}`);
    }
    if (/^(Item Level|Sockets|Requirements):?/.test(line)) meta = true;
  });
  return meta;
}

const tagOf = (line: string) => TAG.exec(line)?.[1]?.toLowerCase();
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

/**
 * The PoB text of an item copied from the game, or null when the text names no equipment
 * rarity (a gem, currency, or text that is not an item).
 * @example toPobItemText('Rarity: Rare\nGale Coil\nSapphire Ring\n--------\nItem Level: 80')
 * // 'Rarity: RARE\nGale Coil\nSapphire Ring\nItem Level: 80\nImplicits: 0'
 */
export function toPobItemText(gameText: string): string | null {
  const [head = [], ...rest] = sectionsOf(gameText);
  const names = head.filter((line) => !/^(Item Class|Classe d['’]objet)\s*:/i.test(line));
  const rarityLine = /^(?:Rarity|Rareté)\s*:\s*(\S+)/i.exec(names[0] ?? '');
  const rarity = RARITIES[rarityLine?.[1]?.toLowerCase() ?? ''];
  const nameLines = names.slice(1, rarity === 'RARE' || rarity === 'UNIQUE' ? 3 : 2);
  if (!rarity || nameLines.length === 0) return null;
  const parts: Parts = { header: [], influences: [], implicits: [], explicits: [], trailers: [] };
  readBody(rest, parts);
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
