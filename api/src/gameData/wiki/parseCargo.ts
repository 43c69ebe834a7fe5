import { UpstreamError } from '../../platform/upstream/http.js';

export interface WikiGem {
  name: string;
  colour: 'red' | 'green' | 'blue' | 'white';
  tags: string[];
  levelRequired: number | null;
}

const COLOURS: Record<string, WikiGem['colour']> = {
  strength: 'red',
  dexterity: 'green',
  intelligence: 'blue',
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field under Cargo's spelling (`field name`) or the table's own (`field_name`). */
const field = (title: Json, name: string): unknown => title[name] ?? title[name.replace(/ /g, '_')];

/**
 * A cargoquery answer over `items` joined with `skill_gems`. Cargo renames `field_name` to
 * `field name` (some mirrors keep `field_name`: both are read) and gives every value as a
 * string; errors come with HTTP 200 as `{ error }`. A gem listed on several rows (the join
 * repeats a gem with several item pages) is kept once: its first row with a primary attribute.
 */
export function parseCargoGems(json: unknown): WikiGem[] {
  if (isObject(json) && isObject(json.error)) {
    throw new UpstreamError('format', `wiki error: ${String(json.error.info ?? json.error.code)}`);
  }
  if (!isObject(json) || !Array.isArray(json.cargoquery)) {
    throw new UpstreamError('format', 'wiki answer without cargoquery');
  }
  const gems = new Map<string, WikiGem>();
  for (const row of json.cargoquery) {
    const title = isObject(row) && isObject(row.title) ? row.title : undefined;
    const name = typeof title?.name === 'string' ? title.name.trim() : '';
    if (!title || !name) continue;
    const level = Number(field(title, 'required level'));
    const rawTags = field(title, 'gem tags');
    const gem: WikiGem = {
      name,
      colour: COLOURS[String(field(title, 'primary attribute')).toLowerCase()] ?? 'white',
      tags: (typeof rawTags === 'string' ? rawTags : '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      levelRequired: Number.isInteger(level) && level > 0 ? level : null,
    };
    const seen = gems.get(name);
    if (!seen || (seen.colour === 'white' && gem.colour !== 'white')) gems.set(name, gem);
  }
  return [...gems.values()];
}
