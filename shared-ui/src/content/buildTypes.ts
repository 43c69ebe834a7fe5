import type { Ratings } from './ratings';

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
}

export type EquipmentSet = Record<string, SlotItem>;
export type GemSockets = Record<string, SocketedGem[]>;

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
  created_at: string;
}

/** A whole build, with the spec's wire field names. */
export interface Build extends BuildCard {
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
  leveling: string;
  premier_equipement: string;
  endgame: string;
  optimisation: string;
  mecaniques: string;
}

export interface BuildListParams {
  page?: number;
  limit?: number;
  is_public?: boolean;
  search?: string;
  classe?: string;
  ascendancy?: string;
  sort?: string;
  [ratingBound: `${'min' | 'max'}_${string}`]: number;
}

export interface BuildList {
  builds: BuildCard[];
  total: number;
  page: number;
  limit: number;
}
