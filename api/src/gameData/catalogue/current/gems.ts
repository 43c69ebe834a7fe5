import bundled from '../data/gems.json' with { type: 'json' };
import { AWAKENED_OF } from '../facts.js';
import { ACTIVE_GEMS, SUPPORT_GEMS, TRANSFIGURED_GEMS } from './gemFacts.js';

export type GemColour = 'red' | 'green' | 'blue' | 'white';

/** One gem as a new site's catalogue holds it before any refresh job. */
export interface CurrentGem {
  name: string;
  nameFr: string | null;
  description: string;
  colour: GemColour;
  levelRequired: number;
  tags: string[];
  isSupport: boolean;
  isAura: boolean;
  isVaal: boolean;
  isAwakened: boolean;
  isTransfigured: boolean;
}

interface Fact {
  name: string;
  colour: GemColour;
  levelRequired: number;
  tags: string[];
}

const COLOURS: GemColour[] = ['red', 'green', 'blue', 'white'];

/** `Name|level|Tag, Tag` lines of one colour. */
function readLines(text: string, colour: GemColour, suffix = ''): Fact[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [name = '', level = '', tags = ''] = line.split('|');
      return {
        name: `${name}${suffix}`,
        colour,
        levelRequired: Number(level),
        tags: tags.split(',').map((tag) => tag.trim()),
      };
    });
}

/**
 * The base gem a transfigured gem varies: the longest known gem name followed by « of ».
 * @example baseOf('Eye of Winter of Finality', bases) // 'Eye of Winter'
 */
export function baseOf(name: string, bases: Map<string, Fact>): Fact | undefined {
  let found: Fact | undefined;
  for (const [baseName, base] of bases) {
    if (name.startsWith(`${baseName} of `) && baseName.length > (found?.name.length ?? 0)) {
      found = base;
    }
  }
  return found;
}

const lower = (name: string) => name.toLowerCase();

/**
 * Every gem of the current league with its facts, French name and description where the bundled
 * 3.3.0 names know them (matched by English name). Transfigured gems take their base's facts;
 * Awakened supports their base support's colour and tags (level 72).
 */
export function currentGems(): CurrentGem[] {
  const actives = COLOURS.flatMap((colour) => readLines(ACTIVE_GEMS[colour], colour));
  const supports = COLOURS.flatMap((colour) => readLines(SUPPORT_GEMS[colour], colour, ' Support'));
  const activeByName = new Map(actives.map((g) => [g.name, g]));
  const transfigured = TRANSFIGURED_GEMS.split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((name) => {
      const base = baseOf(name, activeByName);
      if (!base) throw new Error(`Transfigured gem without a known base: ${name}`);
      return { ...base, name };
    });
  const supportByName = new Map(supports.map((g) => [lower(g.name), g]));
  const awakened = Object.entries(AWAKENED_OF).map(([name, baseName]) => {
    const base = supportByName.get(lower(baseName));
    if (!base) throw new Error(`Awakened gem without a known support: ${name}`);
    return { ...base, name, levelRequired: 72 };
  });

  const known = new Map(bundled.map((g) => [g.name, g]));
  const row = (fact: Fact, kind: 'active' | 'support' | 'transfigured' | 'awakened') => ({
    name: fact.name,
    nameFr: known.get(fact.name)?.nameFr ?? null,
    description: known.get(fact.name)?.description ?? '',
    colour: fact.colour,
    levelRequired: fact.levelRequired,
    tags: fact.tags,
    isSupport: kind === 'support' || kind === 'awakened',
    isAura: fact.tags.includes('Aura'),
    isVaal: fact.name.startsWith('Vaal ') || fact.tags.includes('Vaal'),
    isAwakened: kind === 'awakened',
    isTransfigured: kind === 'transfigured',
  });
  return [
    ...actives.map((g) => row(g, 'active')),
    ...transfigured.map((g) => row(g, 'transfigured')),
    ...supports.map((g) => row(g, 'support')),
    ...awakened.map((g) => row(g, 'awakened')),
  ];
}
