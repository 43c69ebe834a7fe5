import type { PassiveTrees } from '../gameData/passiveTree/schemas.js';
import type { NotesTexts } from './notesText.js';
/**
 * What the export reads of an equipment slot: the game's text with the English name and base
 * the slot stored when it was parsed, or the pasted text alone.
 */
export type ExportSlot = string | { text?: string; name?: string; base?: string };
export type ExportEquipment = Record<string, ExportSlot>;
/** What the export reads of a socket: the gem's English name, or an empty socket. */
export type ExportSockets = Record<string, ({ name: string } | null)[]>;

/** What the export reads of a build (a `Build` answer fits); its texts become the notes. */
export interface ExportableBuild extends NotesTexts {
  classe: string;
  ascendancy: string;
  /** The bloodline's id (game-facts BLOODLINES), '' or absent for none. */
  bloodline?: string;
  game_version: string;
  equipment: ExportEquipment;
  leveling_equipment: ExportEquipment;
  premier_equipement_equipment: ExportEquipment;
  endgame_equipment: ExportEquipment;
  optimisation_equipment: ExportEquipment;
  gem_sockets: ExportSockets;
  gem_sockets_main: ExportSockets;
  gem_sockets_leveling: ExportSockets;
  gem_sockets_premier_equipement: ExportSockets;
  gem_sockets_endgame: ExportSockets;
  gem_sockets_optimisation: ExportSockets;
  /** Socket links, from a field newer than this code: read defensively. */
  gem_links?: unknown;
  /** The passive tree per phase tab; the main one becomes the active spec. */
  passive_trees?: PassiveTrees;
}

/** One loadout of the export: an item set and a skill set under the same title. */
export interface Loadout {
  title: string;
  equipment: ExportEquipment;
  sockets: ExportSockets;
  gemField: string;
}

/** Each phase's French title with its equipment and gem fields, in the reading tabs' order. */
const PHASES = [
  ['Leveling', 'leveling_equipment', 'gem_sockets_leveling'],
  ['Premier équipement', 'premier_equipement_equipment', 'gem_sockets_premier_equipement'],
  ['Endgame', 'endgame_equipment', 'gem_sockets_endgame'],
  ['Optimisation', 'optimisation_equipment', 'gem_sockets_optimisation'],
] as const;

/** The main loadout first (the one PoB opens on), then each phase that holds anything. */
export function loadoutsOf(build: ExportableBuild): Loadout[] {
  // The main view shows `gem_sockets_main`, or the older `gem_sockets` when it is empty.
  const mainField = Object.keys(build.gem_sockets_main).length ? 'gem_sockets_main' : 'gem_sockets';
  const main: Loadout = {
    title: 'Build principal',
    equipment: build.equipment,
    sockets: build[mainField],
    gemField: mainField,
  };
  const phases = PHASES.map(([title, equipmentField, gemField]): Loadout => ({
    title,
    equipment: build[equipmentField],
    sockets: build[gemField],
    gemField,
  }));
  const filled = (set: Loadout) =>
    Object.keys(set.equipment).length > 0 || Object.keys(set.sockets).length > 0;
  return [main, ...phases.filter(filled)];
}
