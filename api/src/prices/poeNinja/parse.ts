import { UpstreamError } from '../../platform/upstream/http.js';

/** A week of price changes, in percent of the first day; days without trades are null. */
export interface Sparkline {
  data: (number | null)[];
  totalChange: number;
}

export interface CurrencyLine {
  name: string;
  chaosEquivalent: number | null;
  detailsId: string | null;
  /** Upstream picture address, from `currencyDetails` joined by id (or by name). */
  icon: string | null;
  /** The chaos value's week (`receiveSparkLine`), the low-confidence one when that is all. */
  sparkline: Sparkline | null;
}

export interface ItemLine {
  name: string;
  icon: string | null;
  baseType: string | null;
  itemType: string | null;
  /** Influence or links of this line (`Shaper`, `6L`…); null for the plain item. */
  variant: string | null;
  levelRequired: number | null;
  chaosValue: number | null;
  detailsId: string | null;
  flavourText: string | null;
  implicitModifiers: string[];
  explicitModifiers: string[];
  gemLevel: number | null;
  gemQuality: number | null;
  corrupted: boolean;
  sparkline: Sparkline | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const modifiers = (v: unknown) =>
  Array.isArray(v)
    ? v
        .filter(isObject)
        .map((m) => str(m.text))
        .filter((t) => t !== null)
    : [];

function sparklineOf(v: unknown): Sparkline | null {
  if (!isObject(v) || !Array.isArray(v.data)) return null;
  const totalChange = num(v.totalChange);
  return totalChange === null ? null : { data: v.data.map(num), totalChange };
}

/**
 * The first sparkline found under any of `names`, each read in both spellings: the older
 * addresses write `sparkline`, the newer `sparkLine` (currency lines `paySparkLine` in both).
 * @example firstSparkline(line, ['sparkline', 'lowConfidenceSparkline'])
 */
function firstSparkline(line: Json, names: readonly string[]): Sparkline | null {
  for (const name of names) {
    const other = name.replace(/parkline$/, 'parkLine');
    const found = sparklineOf(line[name]) ?? sparklineOf(line[other]);
    if (found) return found;
  }
  return null;
}

function linesOf(json: unknown): Json[] {
  if (!isObject(json) || !Array.isArray(json.lines)) {
    throw new UpstreamError('format', 'poe.ninja answer without lines');
  }
  return json.lines.filter(isObject);
}

/**
 * A currency overview (`type=Currency|Fragment`): one line per currency with its chaos value,
 * details id and picture. Lines without a name are skipped.
 */
export function parseCurrencyOverview(json: unknown): CurrencyLine[] {
  const lines = linesOf(json);
  const details = isObject(json) && Array.isArray(json.currencyDetails) ? json.currencyDetails : [];
  const byId = new Map<unknown, Json>();
  const byName = new Map<unknown, Json>();
  for (const d of details.filter(isObject)) {
    byId.set(d.id, d);
    byName.set(d.name, d);
  }
  return lines.flatMap((line) => {
    const name = str(line.currencyTypeName);
    if (name === null) return [];
    const pay = isObject(line.pay) ? line.pay : {};
    const receive = isObject(line.receive) ? line.receive : {};
    const id = pay.pay_currency_id ?? receive.get_currency_id;
    const detail = byId.get(id) ?? byName.get(name);
    return [
      {
        name,
        chaosEquivalent: num(line.chaosEquivalent),
        detailsId: str(line.detailsId),
        icon: str(detail?.icon),
        sparkline: firstSparkline(line, ['receiveSparkline', 'lowConfidenceReceiveSparkline']),
      },
    ];
  });
}

/** An item overview (gems, scarabs, essences, fossils, uniques): every line, variants included. */
export function parseItemOverview(json: unknown): ItemLine[] {
  return linesOf(json).flatMap((line) => {
    const name = str(line.name);
    if (name === null) return [];
    return [
      {
        name,
        icon: str(line.icon),
        baseType: str(line.baseType),
        itemType: str(line.itemType),
        variant: str(line.variant),
        levelRequired: num(line.levelRequired),
        chaosValue: num(line.chaosValue),
        detailsId: str(line.detailsId),
        flavourText: str(line.flavourText),
        implicitModifiers: modifiers(line.implicitModifiers),
        explicitModifiers: modifiers(line.explicitModifiers),
        gemLevel: num(line.gemLevel),
        gemQuality: num(line.gemQuality),
        corrupted: line.corrupted === true,
        sparkline: firstSparkline(line, ['sparkline', 'lowConfidenceSparkline']),
      },
    ];
  });
}

/**
 * One line per gem: poe.ninja lists a gem once per level/quality/corruption variant. Keeps the
 * uncorrupted variant of the highest level, the one whose text describes the gem best.
 */
export function dedupeGems(lines: ItemLine[]): ItemLine[] {
  const rank = (l: ItemLine) =>
    (l.corrupted ? 0 : 1000) + (l.gemLevel ?? 0) * 10 + (l.gemQuality ?? 0) / 10;
  const best = new Map<string, ItemLine>();
  for (const line of lines) {
    const kept = best.get(line.name);
    if (!kept || rank(line) > rank(kept)) best.set(line.name, line);
  }
  return [...best.values()];
}
