import {
  CRITERIA,
  type Build,
  type BuildInput,
  type GemLinks,
  type Ratings,
  type SlotItem,
} from 'shared-ui';
import { PHASES, type GearSet, type Phase } from './gearSets';
import { treesFromBuild, treesToWire, type FormTrees } from './treeForm';

/** The six tabs of the build form, Général first. */
export const BUILD_TABS = [
  'general',
  'leveling',
  'premierEquipement',
  'endgame',
  'optimisation',
  'mecaniques',
] as const;
export type BuildTab = (typeof BUILD_TABS)[number];

export { PHASES, type GearSet, type Phase };

/** An equipment slot holds a parsed item, or the raw text when the parser recognised nothing. */
export type SlotValue = SlotItem | string;
export type FormEquipment = Record<string, SlotValue>;
/** Socket positions keep their place: an emptied socket is null. */
export type FormSockets = Record<string, (FormGem | null)[]>;

export interface FormGem {
  name: string;
  displayName: string;
  icon: string;
  tags: string;
  couleur: string;
  description: string;
  levelRequired: number | null;
}

export interface BuildFormState {
  title: string;
  classe: string;
  ascendancy: string;
  /** The secondary ascendancy since 3.27 (game-facts BLOODLINES id), '' for none. */
  bloodline: string;
  /** The league and game version it is written for; a new build starts on the current ones. */
  league: string;
  game_version: string;
  introduction: string;
  is_public: boolean;
  ratings: Ratings;
  atlas_tree_url: string;
  pobb_in_url: string;
  video_url: string;
  texts: Record<Phase | 'mecaniques', string>;
  equipment: Record<GearSet, FormEquipment>;
  sockets: Record<GearSet, FormSockets>;
  /** Per gear set and gem-socket label, each socket's link group; a slot left out is all linked. */
  links: Record<GearSet, Record<string, number[]>>;
  /** Slots whose links the author set by hand: a pasted item's `Sockets:` line leaves them. */
  linksByHand: Record<GearSet, string[]>;
  /** The passive tree of the main build (Général) and of each phase tab. */
  trees: FormTrees;
  /** Per tab, the stats Path of Building computed for it (an import's); none when typed by hand. */
  pobStats: Partial<Record<GearSet, Record<string, number>>>;
  /** The export's notes, plain text. */
  pobNotes: string;
}

/** A rating the author has not chosen yet (« À choisir »): the form asks for it before saving. */
export const DEFAULT_RATING = 0;

const defaultRatings = (): Ratings =>
  Object.fromEntries(CRITERIA.map((criterion) => [criterion, DEFAULT_RATING])) as Ratings;

const perGearSet = <T>(make: () => T): Record<GearSet, T> => ({
  main: make(),
  leveling: make(),
  premierEquipement: make(),
  endgame: make(),
  optimisation: make(),
});

/** A new build: no rating chosen yet, nothing public until an admin says so. */
export function emptyBuildForm(): BuildFormState {
  return {
    title: '',
    classe: '',
    ascendancy: '',
    bloodline: '',
    league: '',
    game_version: '',
    introduction: '',
    is_public: false,
    ratings: defaultRatings(),
    pobStats: {},
    pobNotes: '',
    atlas_tree_url: '',
    pobb_in_url: '',
    video_url: '',
    texts: { leveling: '', premierEquipement: '', endgame: '', optimisation: '', mecaniques: '' },
    equipment: perGearSet(() => ({})),
    sockets: perGearSet(() => ({})),
    links: perGearSet(() => ({})),
    linksByHand: perGearSet(() => []),
    trees: {},
  };
}

/** Where each gear set lives on the wire. */
export const EQUIPMENT_FIELDS = {
  main: 'equipment',
  leveling: 'leveling_equipment',
  premierEquipement: 'premier_equipement_equipment',
  endgame: 'endgame_equipment',
  optimisation: 'optimisation_equipment',
} as const satisfies Record<GearSet, keyof Build>;

export const SOCKET_FIELDS = {
  main: 'gem_sockets_main',
  leveling: 'gem_sockets_leveling',
  premierEquipement: 'gem_sockets_premier_equipement',
  endgame: 'gem_sockets_endgame',
  optimisation: 'gem_sockets_optimisation',
} as const satisfies Record<GearSet, keyof Build>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toFormGem(value: unknown): FormGem | null {
  if (!isRecord(value) || typeof value.name !== 'string' || value.name === '') return null;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  const tags = Array.isArray(value.tags) ? value.tags.join(', ') : text('tags');
  const level = Number(value.levelRequired);
  return {
    name: value.name,
    displayName: text('displayName') || value.name,
    icon: text('icon'),
    tags,
    couleur: text('couleur'),
    description: text('description'),
    levelRequired: Number.isFinite(level) && value.levelRequired !== null ? level : null,
  };
}

function toFormSockets(value: unknown): FormSockets {
  if (!isRecord(value)) return {};
  const sockets: FormSockets = {};
  for (const [slot, gems] of Object.entries(value)) {
    if (Array.isArray(gems)) sockets[slot] = gems.map(toFormGem);
  }
  return sockets;
}

/** A gem field's stored links: arrays of whole numbers only (the server cleans them too). */
function toFormLinks(value: unknown): Record<string, number[]> {
  if (!isRecord(value)) return {};
  const links: Record<string, number[]> = {};
  for (const [slot, groups] of Object.entries(value)) {
    if (Array.isArray(groups) && groups.every((group) => Number.isInteger(group))) {
      links[slot] = groups as number[];
    }
  }
  return links;
}

function toFormEquipment(value: unknown): FormEquipment {
  if (!isRecord(value)) return {};
  const equipment: FormEquipment = {};
  for (const [slot, item] of Object.entries(value)) {
    if (typeof item === 'string' && item.trim() !== '') equipment[slot] = item;
    else if (isRecord(item)) equipment[slot] = item as SlotItem;
  }
  return equipment;
}

/** A build as the edit screen receives it; older builds may still carry `midgame`. */
export type StoredBuild = Build & { midgame?: string; premierEquipement?: string };

/**
 * The form's state for an existing build. `is_public` starts from the build (true when absent);
 * the legacy `midgame` text fills an empty premier équipement; the main sockets fall back to the
 * legacy `gem_sockets` map.
 *
 * @example fromBuild({ ...build, premier_equipement: '', midgame: '<p>Acte 5</p>' }).texts.premierEquipement // '<p>Acte 5</p>'
 */
export function fromBuild(build: StoredBuild): BuildFormState {
  const form = emptyBuildForm();
  const premier = build.premier_equipement || build.premierEquipement || '';
  const mainSockets = toFormSockets(build.gem_sockets_main);
  return {
    ...form,
    title: build.title ?? '',
    classe: build.classe ?? '',
    ascendancy: build.ascendancy ?? '',
    bloodline: build.bloodline ?? '',
    league: build.league ?? '',
    game_version: build.game_version ?? '',
    introduction: build.introduction ?? '',
    is_public: build.is_public ?? true,
    ratings: { ...form.ratings, ...(build.ratings ?? {}) },
    pobStats: Object.fromEntries(
      GEAR_SETS.flatMap((gear) => {
        const stats = build.pob_stats?.[STAT_FIELDS[gear]];
        return stats ? [[gear, stats]] : [];
      }),
    ),
    pobNotes: build.pob_notes ?? '',
    atlas_tree_url: build.atlas_tree_url ?? '',
    pobb_in_url: build.pobb_in_url ?? '',
    video_url: build.video_url ?? '',
    texts: {
      leveling: build.leveling ?? '',
      premierEquipement: premier === '' ? (build.midgame ?? '') : premier,
      endgame: build.endgame ?? '',
      optimisation: build.optimisation ?? '',
      mecaniques: build.mecaniques ?? '',
    },
    equipment: {
      main: toFormEquipment(build.equipment),
      leveling: toFormEquipment(build.leveling_equipment),
      premierEquipement: toFormEquipment(build.premier_equipement_equipment),
      endgame: toFormEquipment(build.endgame_equipment),
      optimisation: toFormEquipment(build.optimisation_equipment),
    },
    sockets: {
      main: Object.keys(mainSockets).length > 0 ? mainSockets : toFormSockets(build.gem_sockets),
      leveling: toFormSockets(build.gem_sockets_leveling),
      premierEquipement: toFormSockets(build.gem_sockets_premier_equipement),
      endgame: toFormSockets(build.gem_sockets_endgame),
      optimisation: toFormSockets(build.gem_sockets_optimisation),
    },
    links: {
      main: toFormLinks(build.gem_links?.[SOCKET_FIELDS.main]),
      leveling: toFormLinks(build.gem_links?.[SOCKET_FIELDS.leveling]),
      premierEquipement: toFormLinks(build.gem_links?.[SOCKET_FIELDS.premierEquipement]),
      endgame: toFormLinks(build.gem_links?.[SOCKET_FIELDS.endgame]),
      optimisation: toFormLinks(build.gem_links?.[SOCKET_FIELDS.optimisation]),
    },
    trees: treesFromBuild(build),
  };
}

/** What the server stores for a slot: a raw text becomes an item with only its text. */
function toWireEquipment(equipment: FormEquipment): EquipmentInput {
  const set: EquipmentInput = {};
  for (const [slot, value] of Object.entries(equipment)) {
    set[slot] = typeof value === 'string' ? { text: value } : value;
  }
  return set;
}

function toWireSockets(sockets: FormSockets): GemSocketsInput {
  const wire: GemSocketsInput = {};
  for (const [slot, gems] of Object.entries(sockets)) {
    if (gems.some(Boolean)) wire[slot] = gems;
  }
  return wire;
}

/** Every gear set's links under its gem field; gear sets without links are left out. */
function toWireLinks(links: BuildFormState['links']): GemLinks {
  const wire: GemLinks = {};
  for (const [gear, field] of Object.entries(SOCKET_FIELDS) as [GearSet, string][]) {
    if (Object.keys(links[gear]).length > 0) wire[field] = links[gear];
  }
  return wire;
}

/** The body of POST /api/builds and PUT /api/builds/{id}: every field, as the contract types it. */
export type BuildPayload = Required<
  Pick<
    BuildInput,
    | 'title'
    | 'classe'
    | 'ascendancy'
    | 'bloodline'
    | 'league'
    | 'game_version'
    | 'introduction'
    | 'is_public'
    | 'ratings'
    | 'atlas_tree_url'
    | 'pobb_in_url'
    | 'video_url'
    | 'leveling'
    | 'premierEquipement'
    | 'endgame'
    | 'optimisation'
    | 'mecaniques'
    | 'equipment'
    | 'levelingEquipment'
    | 'premierEquipementEquipment'
    | 'endgameEquipment'
    | 'optimisationEquipment'
    | 'gem_sockets'
    | 'gem_sockets_main'
    | 'gem_sockets_leveling'
    | 'gem_sockets_premier_equipement'
    | 'gem_sockets_endgame'
    | 'gem_sockets_optimisation'
    | 'gem_links'
    | 'passive_trees'
    | 'pob_stats'
    | 'pob_notes'
  >
>;
type EquipmentInput = BuildPayload['equipment'];
type GemSocketsInput = BuildPayload['gem_sockets'];

/**
 * The save payload with the authoring spec's field names. `gem_sockets` repeats the main map
 * for readers of the legacy field.
 */
export function toPayload(form: BuildFormState): BuildPayload {
  const main = toWireSockets(form.sockets.main);
  return {
    title: form.title,
    classe: form.classe,
    ascendancy: form.ascendancy,
    bloodline: form.bloodline,
    league: form.league.trim(),
    game_version: form.game_version.trim(),
    introduction: form.introduction,
    is_public: form.is_public,
    ratings: form.ratings,
    atlas_tree_url: form.atlas_tree_url.trim(),
    pobb_in_url: form.pobb_in_url.trim(),
    video_url: form.video_url.trim(),
    ...form.texts,
    equipment: toWireEquipment(form.equipment.main),
    levelingEquipment: toWireEquipment(form.equipment.leveling),
    premierEquipementEquipment: toWireEquipment(form.equipment.premierEquipement),
    endgameEquipment: toWireEquipment(form.equipment.endgame),
    optimisationEquipment: toWireEquipment(form.equipment.optimisation),
    gem_sockets: main,
    gem_sockets_main: main,
    gem_sockets_leveling: toWireSockets(form.sockets.leveling),
    gem_sockets_premier_equipement: toWireSockets(form.sockets.premierEquipement),
    gem_sockets_endgame: toWireSockets(form.sockets.endgame),
    gem_sockets_optimisation: toWireSockets(form.sockets.optimisation),
    gem_links: toWireLinks(form.links),
    passive_trees: treesToWire(form.trees),
    pob_stats: Object.fromEntries(
      Object.entries(form.pobStats).flatMap(([gear, stats]) =>
        stats ? [[STAT_FIELDS[gear as GearSet], stats]] : [],
      ),
    ),
    pob_notes: form.pobNotes,
  };
}

/** Each tab's key in the build's `pob_stats`, as for its passive tree. */
const STAT_FIELDS: Record<GearSet, string> = {
  main: 'main',
  leveling: 'leveling',
  premierEquipement: 'premier_equipement',
  endgame: 'endgame',
  optimisation: 'optimisation',
};
const GEAR_SETS = Object.keys(STAT_FIELDS) as GearSet[];

/** The criteria the author has not rated yet: the form refuses to save until there are none. */
export const unratedCriteria = (form: Pick<BuildFormState, 'ratings'>) =>
  CRITERIA.filter((criterion) => !(form.ratings[criterion] >= 1));

/** Choosing a class empties the ascendancy (it belonged to the previous class). */
export function withClass(form: BuildFormState, classe: string): BuildFormState {
  return { ...form, classe, ascendancy: '' };
}

/** Puts a gem in a socket (or empties it with null), growing the slot's list as needed. */
export function withSocket(
  sockets: FormSockets,
  slot: string,
  index: number,
  gem: FormGem | null,
): FormSockets {
  const gems = [...(sockets[slot] ?? [])];
  while (gems.length <= index) gems.push(null);
  gems[index] = gem;
  while (gems.length > 0 && gems[gems.length - 1] === null) gems.pop();
  return gems.length === 0 ? withoutKey(sockets, slot) : { ...sockets, [slot]: gems };
}

/** A copy of the record without one key. @example withoutKey({ a: 1, b: 2 }, 'a') // { b: 2 } */
export function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}
