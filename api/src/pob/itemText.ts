/** The four rarities our slots store (a relic is drawn as a unique). */
export type ItemRarity = 'normal' | 'magic' | 'rare' | 'unique';

/** An item read from Path of Building's own text, before its base is looked up. */
export interface PobItem {
  rarity: ItemRarity;
  /** Rare and unique: the item's name; normal and magic: the one name line. */
  name: string;
  /** Rare and unique: the base line; normal and magic: '' (found in the name later). */
  base: string;
  quality: number;
  /** Armour, Evasion Rating, Energy Shield, Ward, Radius lines as the game prints them. */
  properties: string[];
  levelReq: number | null;
  sockets: string;
  itemLevel: number | null;
  implicits: string[];
  explicits: string[];
  /** Influence lines ('Shaper Item'), then Split, Mirrored, Corrupted. */
  trailers: string[];
}

const RARITIES: Record<string, ItemRarity> = {
  NORMAL: 'normal',
  MAGIC: 'magic',
  RARE: 'rare',
  UNIQUE: 'unique',
  RELIC: 'unique',
};
const DEFENCES: Record<string, string> = {
  Armour: 'Armour',
  Evasion: 'Evasion Rating',
  'Energy Shield': 'Energy Shield',
  Ward: 'Ward',
};
const INFLUENCE =
  /^(Shaper|Elder|Crusader|Redeemer|Hunter|Warlord|Searing Exarch|Eater of Worlds) Item$/;
const TRAILERS = new Set(['Split', 'Mirrored', 'Corrupted', 'Fractured Item', 'Unidentified']);
/** PoB's default roll for a line with a range and no `{range:}` (its "average" setting). */
const DEFAULT_RANGE = 0.5;

/** A value rolled within `(min-max)` at `range` (0–1), with the precision the bounds have. */
function roll(min: string, max: string, range: number): string {
  const low = Number(min);
  const high = Number(max);
  const decimals = Math.max(min.split('.')[1]?.length ?? 0, max.split('.')[1]?.length ?? 0);
  const value = low + (high - low) * range;
  return decimals === 0 ? String(Math.round(value)) : value.toFixed(decimals);
}

interface ModLine {
  text: string;
  tags: Set<string>;
}

/**
 * One mod line without PoB's `{...}` prefixes, or null when it belongs to another variant
 * than the selected one. Ranges `(10-20)` become the value PoB would show.
 */
function readModLine(line: string, variant: number | null): ModLine | null {
  const tags = new Set<string>();
  let range = DEFAULT_RANGE;
  let rest = line;
  for (let m = /^\{(\w+)(?::([^}]*))?\}/.exec(rest); m; m = /^\{(\w+)(?::([^}]*))?\}/.exec(rest)) {
    const [whole, key = '', value = ''] = m;
    if (key === 'variant' && variant !== null) {
      const variants = value.split(',').map(Number);
      if (!variants.includes(variant)) return null;
    }
    if (key === 'range' && Number.isFinite(Number(value))) range = Number(value);
    tags.add(key);
    rest = rest.slice(whole.length);
  }
  const text = rest
    .replace(/\((-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)\)/g, (_all, min: string, max: string) =>
      roll(min, max, range),
    )
    .trim();
  return text === '' ? null : { text, tags };
}

const modSuffix = (line: ModLine, implicit: boolean) => {
  if (line.tags.has('enchant')) return `${line.text} (enchant)`;
  if (implicit) return `${line.text} (implicit)`;
  if (line.tags.has('crafted')) return `${line.text} (crafted)`;
  if (line.tags.has('fractured')) return `${line.text} (fractured)`;
  return line.text;
};

interface Header {
  item: PobItem;
  variant: number | null;
  implicitCount: number | null;
}

/** Reads one header line into the item; false when the line is not a header line. */
function readHeaderLine(line: string, header: Header): boolean {
  const { item } = header;
  const field = /^([A-Za-z ]+):\s*(.*)$/.exec(line);
  const [, key = '', value = ''] = field ?? [];
  if (field && key === 'Implicits') header.implicitCount = Number.parseInt(value, 10) || 0;
  else if (field && key === 'Selected Variant') header.variant = Number.parseInt(value, 10) || null;
  else if (field && key === 'Item Level') item.itemLevel = Number.parseInt(value, 10) || null;
  else if (field && key === 'Quality') item.quality = Number.parseInt(value, 10) || 0;
  else if (field && key === 'LevelReq') item.levelReq = Number.parseInt(value, 10) || null;
  else if (field && key === 'Sockets') item.sockets = value.trim();
  else if (field && key === 'Radius') item.properties.push(`Radius: ${value.trim()}`);
  else if (field && Object.hasOwn(DEFENCES, key)) {
    item.properties.push(`${DEFENCES[key] as string}: ${value.trim()}`);
  } else if (INFLUENCE.test(line)) item.trailers.push(line);
  else if (
    field ||
    line.startsWith('{') ||
    /^(Lasts|Consumes|Currently has|Requires Class) /.test(line)
  ) {
    // PoB's own bookkeeping (Unique ID, League, Crafted, Prefix, Variant, Catalyst...) and
    // flask figures it recomputes: nothing the game prints.
  } else return false;
  return true;
}

/**
 * Path of Building's item text (as inside `<Item>`): an upper-case `Rarity:` line, the name
 * lines, PoB's header fields, `Implicits: N`, then mod lines that may carry `{crafted}`,
 * `{range:…}`, `{variant:…}` and other prefixes. Null when the text has no rarity line.
 *
 * @example readPobItem('Rarity: RARE\nGale Coil\nSapphire Ring\nImplicits: 1\n+20% to Cold Resistance')?.implicits
 * // ['+20% to Cold Resistance (implicit)']
 */
export function readPobItem(raw: string, variantOverride?: number): PobItem | null {
  const lines = raw
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const rarityLine = /^Rarity:\s*(\w+)/i.exec(lines[0] ?? '');
  const rarityName = rarityLine?.[1]?.toUpperCase() ?? '';
  const rarity = Object.hasOwn(RARITIES, rarityName) ? RARITIES[rarityName] : undefined;
  if (!rarity) return null;
  const twoNames = rarity === 'rare' || rarity === 'unique';
  const item: PobItem = {
    rarity,
    name: lines[1] ?? '',
    base: twoNames ? (lines[2] ?? '') : '',
    quality: 0,
    properties: [],
    levelReq: null,
    sockets: '',
    itemLevel: null,
    implicits: [],
    explicits: [],
    trailers: [],
  };
  if (item.name === '') return null;
  const header: Header = { item, variant: null, implicitCount: null };
  let at = twoNames ? 3 : 2;
  // Everything up to `Implicits: N` is header; older texts without it start their mods earlier.
  for (; at < lines.length && header.implicitCount === null; at++) {
    if (!readHeaderLine(lines[at] as string, header)) break;
  }
  const variant = variantOverride ?? header.variant;
  let implicitsLeft = header.implicitCount ?? 0;
  for (const line of lines.slice(at)) {
    const implicit = implicitsLeft-- > 0;
    if (!implicit && /^Foil Unique\b/.test(line)) continue;
    if (!implicit && TRAILERS.has(line)) {
      if (line !== 'Fractured Item' && line !== 'Unidentified') item.trailers.push(line);
      continue;
    }
    const mod = readModLine(line, variant);
    if (mod) (implicit ? item.implicits : item.explicits).push(modSuffix(mod, implicit));
  }
  return item;
}

const GAME_RARITY: Record<ItemRarity, string> = {
  normal: 'Normal',
  magic: 'Magic',
  rare: 'Rare',
  unique: 'Unique',
};

/**
 * The item as the game copies it with Ctrl+C (sections separated by `--------`), which the
 * site's item parser and tooltips read. `itemClass` is written when the base is known.
 */
export function toGameText(item: PobItem, itemClass: string): string {
  const head = [
    ...(itemClass ? [`Item Class: ${itemClass}`] : []),
    `Rarity: ${GAME_RARITY[item.rarity]}`,
    item.name,
    ...(item.rarity === 'rare' || item.rarity === 'unique' ? [item.base] : []),
  ];
  const sections = [
    head,
    [...(item.quality > 0 ? [`Quality: +${item.quality}% (augmented)`] : []), ...item.properties],
    item.levelReq ? ['Requirements:', `Level: ${item.levelReq}`] : [],
    item.sockets ? [`Sockets: ${item.sockets}`] : [],
    item.itemLevel ? [`Item Level: ${item.itemLevel}`] : [],
    item.implicits,
    item.explicits,
    item.trailers,
  ];
  return sections
    .filter((section) => section.length > 0)
    .map((section) => section.join('\n'))
    .join('\n--------\n');
}
