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
}

/** Each reading tab's text with its own equipment set and gem sockets (Mécaniques has text only). */
export function phaseContent(build: Build, phase: Phase): PhaseContent {
  switch (phase) {
    case 'leveling':
      return {
        html: build.leveling,
        equipment: build.leveling_equipment,
        gems: build.gem_sockets_leveling,
      };
    case 'premierEquipement': {
      // Older builds sent the camelCase spelling; the spec reads both.
      const legacy = (build as Build & { premierEquipement?: string }).premierEquipement;
      return {
        html: build.premier_equipement || legacy || '',
        equipment: build.premier_equipement_equipment,
        gems: build.gem_sockets_premier_equipement,
      };
    }
    case 'endgame':
      return {
        html: build.endgame,
        equipment: build.endgame_equipment,
        gems: build.gem_sockets_endgame,
      };
    case 'optimisation':
      return {
        html: build.optimisation,
        equipment: build.optimisation_equipment,
        gems: build.gem_sockets_optimisation,
      };
    case 'mecaniques':
      return { html: build.mecaniques, equipment: null, gems: {} };
  }
}

/** A link is shown only when its value starts with http. */
export const isShownLink = (value: string | undefined | null): value is string =>
  typeof value === 'string' && value.startsWith('http');
