import { UpstreamError } from '../../platform/upstream/http.js';

/**
 * The official trade site's item data (`GET /api/trade/data/items`), one language:
 * `{ "result": [ { "id": "gem", "label": "Gems", "entries": [ { "type": "Arc", "text": "Arc" },
 * { "name": "Kaom's Sign", "type": "Gold Ring", "text": "Kaom's Sign Gold Ring",
 * "flags": { "unique": true } } ] } ] }`.
 */
export interface TradeItem {
  /** A unique's own name; absent for bases, gems and currency. */
  name?: string;
  /** The base type (the gem's or the currency's name). */
  type: string;
  /** What the site shows: `type`, a unique's `name type`, a transfigured gem's full name. */
  text: string;
  /** Tells apart entries of one type (`fire_cold`, a transfigured gem's `alt_x`). */
  disc?: string;
  unique: boolean;
}

export interface TradeItemGroup {
  id: string;
  label: string;
  entries: TradeItem[];
}

/** `GET /api/trade/data/static`: `{ "result": [ { "id": "Currency", "label": "Currency",
 * "entries": [ { "id": "alt", "text": "Orb of Alteration", "image": "/image/…png" } ] } ] }`. */
export interface TradeStaticEntry {
  id: string;
  text: string;
}

export interface TradeStaticGroup {
  id: string;
  label: string;
  entries: TradeStaticEntry[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The `result` groups with their entries array; anything else is the wrong answer. */
function groups(body: unknown, what: string) {
  if (!isRecord(body) || !Array.isArray(body.result)) {
    throw new UpstreamError('format', `trade ${what} answer without result`);
  }
  return body.result.filter(isRecord).flatMap((group) => {
    const id = text(group.id);
    if (id === undefined || !Array.isArray(group.entries)) return [];
    return [{ id, label: text(group.label) ?? id, entries: group.entries.filter(isRecord) }];
  });
}

/**
 * Reads an items answer. An entry without a type is left out; the discriminator is read under
 * either spelling the site has used (`disc`, `discriminator`); a missing `text` is rebuilt as the
 * site shows it. An entry repeated within its group is kept once.
 */
export function parseTradeItems(body: unknown): TradeItemGroup[] {
  return groups(body, 'items').map(({ id, label, entries }) => {
    const seen = new Set<string>();
    const items = entries.flatMap((entry): TradeItem[] => {
      const type = text(entry.type);
      if (type === undefined) return [];
      const name = text(entry.name);
      const disc = text(entry.disc) ?? text(entry.discriminator);
      const unique = isRecord(entry.flags) && entry.flags.unique === true;
      const item: TradeItem = {
        type,
        text: text(entry.text) ?? (name ? `${name} ${type}` : type),
        unique,
        ...(name !== undefined && { name }),
        ...(disc !== undefined && { disc }),
      };
      const key = `${item.name ?? ''}|${item.type}|${item.text}|${item.disc ?? ''}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [item];
    });
    return { id, label, entries: items };
  });
}

/** Reads a static answer; entries without an id or a text are left out, a repeated id kept once. */
export function parseTradeStatic(body: unknown): TradeStaticGroup[] {
  return groups(body, 'static').map(({ id, label, entries }) => {
    const seen = new Set<string>();
    const items = entries.flatMap((entry) => {
      const entryId = text(entry.id);
      const entryText = text(entry.text);
      if (entryId === undefined || entryText === undefined || seen.has(entryId)) return [];
      seen.add(entryId);
      return [{ id: entryId, text: entryText }];
    });
    return { id, label, entries: items };
  });
}
