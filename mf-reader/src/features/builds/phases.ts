import type { Build, EquipmentSet, GemSockets } from 'shared-ui';

export const PHASES = [
  'leveling',
  'premierEquipement',
  'endgame',
  'optimisation',
  'mecaniques',
] as const;
export type Phase = (typeof PHASES)[number];

export interface PhaseContent {
  html: string;
  equipment: EquipmentSet | null;
  gems: GemSockets;
  /** The links of `gems` by slot label; a slot left out is all linked. */
  links: Readonly<Record<string, number[]>>;
}

type GemField = Extract<keyof Build, `gem_sockets${string}`>;

// One object for every set without links: the panel and the grid memoise on its identity.
const NO_LINKS: Readonly<Record<string, number[]>> = Object.freeze({});
const NO_GEMS: GemSockets = Object.freeze({});

/** One gem-socket field's links, as stored. */
const linksOf = (build: Build, field: GemField) => build.gem_links[field] ?? NO_LINKS;

/**
 * The main view's sockets and links: `gem_sockets_main`, or the older `gem_sockets` when the
 * build has no main set.
 */
export function mainGems(build: Build): Pick<PhaseContent, 'gems' | 'links'> {
  const field: GemField = Object.keys(build.gem_sockets_main).length
    ? 'gem_sockets_main'
    : 'gem_sockets';
  return { gems: build[field], links: linksOf(build, field) };
}

/** Two stored values hold the same data (key order aside), as the JSON the API answers. */
function sameData(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== undefined)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

const isEmpty = (value: object | null | undefined) =>
  value === null || value === undefined || Object.keys(value).length === 0;

/**
 * A tab shows only what is its own: an equipment set or gem sockets that copy the main view
 * (as the demo builds' Endgame does) are left out, so the tab never repeats the section above.
 */
function withoutMainCopy(build: Build, content: PhaseContent): PhaseContent {
  const main = mainGems(build);
  const sameEquipment = !isEmpty(content.equipment) && sameData(content.equipment, build.equipment);
  const sameGems = !isEmpty(content.gems) && sameData(content.gems, main.gems);
  if (!sameEquipment && !sameGems) return content;
  return {
    ...content,
    equipment: sameEquipment ? null : content.equipment,
    ...(sameGems ? { gems: NO_GEMS, links: NO_LINKS } : {}),
  };
}

/** Each reading tab's text with its own equipment set and gem sockets (Mécaniques has text only). */
export function phaseContent(build: Build, phase: Phase): PhaseContent {
  return withoutMainCopy(build, storedPhaseContent(build, phase));
}

/** A tab's fields as the build stores them. */
function storedPhaseContent(build: Build, phase: Phase): PhaseContent {
  switch (phase) {
    case 'leveling':
      return {
        html: build.leveling,
        equipment: build.leveling_equipment,
        gems: build.gem_sockets_leveling,
        links: linksOf(build, 'gem_sockets_leveling'),
      };
    case 'premierEquipement': {
      // Older builds sent the camelCase spelling; the spec reads both.
      const legacy = (build as Build & { premierEquipement?: string }).premierEquipement;
      return {
        html: build.premier_equipement || legacy || '',
        equipment: build.premier_equipement_equipment,
        gems: build.gem_sockets_premier_equipement,
        links: linksOf(build, 'gem_sockets_premier_equipement'),
      };
    }
    case 'endgame':
      return {
        html: build.endgame,
        equipment: build.endgame_equipment,
        gems: build.gem_sockets_endgame,
        links: linksOf(build, 'gem_sockets_endgame'),
      };
    case 'optimisation':
      return {
        html: build.optimisation,
        equipment: build.optimisation_equipment,
        gems: build.gem_sockets_optimisation,
        links: linksOf(build, 'gem_sockets_optimisation'),
      };
    case 'mecaniques':
      return { html: build.mecaniques, equipment: null, gems: {}, links: NO_LINKS };
  }
}

/** A link is shown only when its value starts with http. */
export const isShownLink = (value: string | undefined | null): value is string =>
  typeof value === 'string' && value.startsWith('http');
