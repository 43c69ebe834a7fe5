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

export interface Fact {
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
 * The project's hand-kept gem facts (colour, level, tags), transfigured gems taking their base's
 * and Awakened supports their support's (level 72): the generator's source of tags.
 */
export function handGemFacts(): Fact[] {
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
  return [...actives, ...transfigured, ...supports, ...awakened];
}

/**
 * Every gem of 3.29 as the bundled table holds it (api/scripts/generateCatalogue.ts): the game's
 * French name paired by id, colour and level, tags.
 */
export function currentGems(): CurrentGem[] {
  return bundled as CurrentGem[];
}
