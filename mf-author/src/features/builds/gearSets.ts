/** The four phases that have their own text, equipment grid and gem sockets. */
export const PHASES = ['leveling', 'premierEquipement', 'endgame', 'optimisation'] as const;
export type Phase = (typeof PHASES)[number];

/** Which equipment set and socket map a grid edits: the Général tab's, or a phase's. */
export type GearSet = 'main' | Phase;
