import { decodeEntities } from '../../platform/upstream/htmlText.js';

/** What a gem page's info box says; every field may be missing on a given page. */
export interface WikiGemInfo {
  level?: string;
  cost?: string;
  castTime?: string;
  aoeRadius?: string;
  critChance?: string;
  effectiveness?: string;
  requiresLevel?: number;
  description?: string;
  effects?: string[];
  qualityEffects?: string[];
  tags?: string[];
}

const STAT_LABELS: [RegExp, keyof WikiGemInfo][] = [
  [/^level$/i, 'level'],
  [/^(cost|mana cost|reservation|mana reserved)$/i, 'cost'],
  [/^(cast time|attack time)$/i, 'castTime'],
  [/^(radius|area of effect radius)$/i, 'aoeRadius'],
  [/^critical (strike|hit) chance$/i, 'critChance'],
  [/^(effectiveness of added damage|attack damage)$/i, 'effectiveness'],
];

function groupLines(html: string): string[] {
  const text = decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The HTML of the gem's info box: a tree of spans that ends where block content starts again. */
function infoBox(html: string): string | undefined {
  const start = html.search(/<span[^>]*class="[^"]*\bitem-box -gem\b/);
  if (start < 0) return undefined;
  const rest = html.slice(start);
  const end = rest.search(/<(div|table|h[1-6]|p)[\s>]/i);
  return end < 0 ? rest : rest.slice(0, end);
}

function readStats(lines: string[], info: WikiGemInfo) {
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) {
      if (!info.tags && line.includes(',')) info.tags = line.split(',').map((t) => t.trim());
      continue;
    }
    const label = line.slice(0, colon).trim();
    const value = line
      .slice(colon + 1)
      .trim()
      .replace(/^\((.*)\)$/, '$1');
    const key = STAT_LABELS.find(([re]) => re.test(label))?.[1];
    if (key) Object.assign(info, { [key]: value });
  }
}

/**
 * Reads the info box of a gem page on poewiki.net (`<span class="item-box -gem">` with one
 * `<span class="group">` per section). A page without a gem box gives an empty object.
 */
export function parseGemPage(html: string): WikiGemInfo {
  const box = infoBox(html);
  if (box === undefined) return {};
  const info: WikiGemInfo = {};
  for (const group of box.split(/<span[^>]*class="[^"]*\bgroup\b[^"]*"[^>]*>/).slice(1)) {
    const lines = groupLines(group);
    const [first = ''] = lines;
    const requires = /Requires Level (\d+)/i.exec(lines.join(' '));
    if (requires) info.requiresLevel = Number(requires[1]);
    else if (/^Additional Effects From/i.test(first)) info.qualityEffects = lines.slice(1);
    else if (/-gemdesc/.test(group)) info.description = lines.join(' ');
    else if (/-mod\b/.test(group)) info.effects = lines;
    else readStats(lines, info);
  }
  return info;
}
