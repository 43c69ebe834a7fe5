import type { Ratings } from './ratings';
import type { ReviewStatus } from './reviewStatus';

/** One equipment slot's item, as the authoring form stores it. */
export interface SlotItem {
  image?: string;
  name?: string;
  base?: string;
  itemClass?: string;
  text?: string;
  rarity?: 'normal' | 'magic' | 'rare' | 'unique';
}

export interface SocketedGem {
  name: string;
  displayName?: string;
  icon?: string;
  /** Joined with ', ' as the editor's gem insert carries them. */
  tags?: string | string[];
  couleur?: string;
  description?: string;
  levelRequired?: number | string | null;
}

export type EquipmentSet = Record<string, SlotItem>;
/** Keyed by the French slot label; an empty socket before a filled one is null. */
export type GemSockets = Record<string, (SocketedGem | null)[]>;

/**
 * Which sockets are linked: per gem-socket field ('gem_sockets_main', ...), per slot label, one
 * link-group index per socket (`[0, 0, 0, 0, 1, 1]`: a 4-link and a 2-link). A slot left out
 * has all its sockets linked.
 */
export type GemLinks = Record<string, Record<string, number[]>>;

/** A build card in a list: the server's lean projection. */
export interface BuildCard {
  id: number;
  user_id: number | null;
  author: string;
  title: string;
  introduction: string;
  classe: string;
  ascendancy: string;
  ratings: Ratings | null;
  is_public: boolean;
  /** Lists carry it too; 'Mes contenus' shows it to the owner. */
  review_status?: ReviewStatus | null;
  created_at: string;
  /** The next fields are optional: servers older than favourites and league tags lack them. */
  updated_at?: string;
  /** The league and game version it was written for ('Mercenaries', '3.26'); '' when unsaid. */
  league?: string;
  game_version?: string;
  favourite_count?: number;
  /** Only for a signed-in reader: whether it is among their favourites. */
  is_favourite?: boolean;
  /** The main skill gem's English name, derived by the server from the main set; '' when none. */
  main_skill?: string;
  /** Its French name ('' when the catalogue has none) and picture address ('' without a skill). */
  main_skill_fr?: string;
  main_skill_icon?: string;
  /** The main set's estimated price in chaos; null when nothing in it has a known price. */
  main_cost_chaos?: number | null;
}

/** A main skill in use, for the build list's filter (`GET /api/builds/main-skills`). */
export interface MainSkillChoice {
  name: string;
  displayName: string;
  icon: string;
  count: number;
}

/** A whole build, with the spec's wire field names. */
export interface Build extends BuildCard {
  /** Optional: answers from servers older than the review queue do not carry it. */
  review_status?: ReviewStatus | null;
  atlas_tree_url: string;
  pobb_in_url: string;
  video_url: string;
  equipment: EquipmentSet;
  leveling_equipment: EquipmentSet;
  premier_equipement_equipment: EquipmentSet;
  endgame_equipment: EquipmentSet;
  optimisation_equipment: EquipmentSet;
  gem_sockets: GemSockets;
  gem_sockets_main: GemSockets;
  gem_sockets_leveling: GemSockets;
  gem_sockets_premier_equipement: GemSockets;
  gem_sockets_endgame: GemSockets;
  gem_sockets_optimisation: GemSockets;
  gem_links: GemLinks;
  leveling: string;
  premier_equipement: string;
  endgame: string;
  optimisation: string;
  mecaniques: string;
}

export interface BuildListParams {
  page?: number;
  /** One author's items; their own private ones only when they ask. */
  user_id?: number;
  limit?: number;
  is_public?: boolean;
  search?: string;
  classe?: string;
  ascendancy?: string;
  league?: string;
  /** A main skill's English name (`MainSkillChoice.name`). */
  main_skill?: string;
  sort?: string;
  [ratingBound: `${'min' | 'max'}_${string}`]: number;
}

export interface BuildList {
  builds: BuildCard[];
  total: number;
  page: number;
  limit: number;
}
