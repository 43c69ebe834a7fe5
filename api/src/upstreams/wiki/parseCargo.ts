import { UpstreamError } from '../http.js';

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

/**
 * A cargoquery answer over `items` joined with `skill_gems`. Cargo renames `field_name` to
 * `field name` and gives every value as a string; errors come with HTTP 200 as `{ error }`.
 */
export function parseCargoGems(json: unknown): WikiGem[] {
  if (isObject(json) && isObject(json.error)) {
    throw new UpstreamError('format', `wiki error: ${String(json.error.info ?? json.error.code)}`);
  }
  if (!isObject(json) || !Array.isArray(json.cargoquery)) {
    throw new UpstreamError('format', 'wiki answer without cargoquery');
  }
  return json.cargoquery.flatMap((row) => {
    const title = isObject(row) && isObject(row.title) ? row.title : undefined;
    const name = typeof title?.name === 'string' ? title.name.trim() : '';
    if (!title || !name) return [];
    const level = Number(title['required level']);
    const tags = typeof title['gem tags'] === 'string' ? title['gem tags'] : '';
    return [
      {
        name,
        colour: COLOURS[String(title['primary attribute']).toLowerCase()] ?? 'white',
        tags: tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        levelRequired: Number.isInteger(level) && level > 0 ? level : null,
      },
    ];
  });
}
