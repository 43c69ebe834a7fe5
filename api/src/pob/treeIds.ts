/**
 * Path of Building finds the class of an export in its tree spec (`classId`, `ascendClassId`),
 * numbered as in the game's passive tree data: classes from the Scion (0), ascendancies from
 * 1 in each class's own order (Path of Building's 3.29 tree). The Warden took the Raider's
 * place (1) in 3.25: a build made before keeps Raider, written with the same id.
 */
const CLASS_IDS: Readonly<Record<string, { id: number; ascendancies: readonly string[] }>> = {
  Scion: { id: 0, ascendancies: ['Ascendant', 'Reliquarian', 'Luminary'] },
  Marauder: { id: 1, ascendancies: ['Juggernaut', 'Berserker', 'Chieftain'] },
  Ranger: { id: 2, ascendancies: ['Warden', 'Deadeye', 'Pathfinder'] },
  Witch: { id: 3, ascendancies: ['Occultist', 'Elementalist', 'Necromancer'] },
  Duelist: { id: 4, ascendancies: ['Slayer', 'Gladiator', 'Champion'] },
  Templar: { id: 5, ascendancies: ['Inquisitor', 'Hierophant', 'Guardian'] },
  Shadow: { id: 6, ascendancies: ['Assassin', 'Trickster', 'Saboteur'] },
};

/**
 * The tree ids of one of our classes and ascendancies; 0 for an ascendancy not chosen or not
 * known, which PoB opens as "no ascendancy".
 * @example treeIds('Witch', 'Necromancer') // { classId: 3, ascendClassId: 3 }
 */
export function treeIds(classe: string, ascendancy: string) {
  const entry = Object.hasOwn(CLASS_IDS, classe) ? CLASS_IDS[classe] : undefined;
  if (!entry) return null;
  const place = ascendancy === 'Raider' ? 'Warden' : ascendancy;
  return { classId: entry.id, ascendClassId: entry.ascendancies.indexOf(place) + 1 };
}

/**
 * Our class and ascendancy names for a tree's ids; '' for an ascendancy not chosen or unknown.
 * @example namesOfTreeIds(3, 3) // { classe: 'Witch', ascendancy: 'Necromancer' }
 */
export function namesOfTreeIds(classId: number, ascendClassId: number) {
  const entry = Object.entries(CLASS_IDS).find(([, c]) => c.id === classId);
  if (!entry) return null;
  return { classe: entry[0], ascendancy: entry[1].ascendancies[ascendClassId - 1] ?? '' };
}

/** The oldest and newest passive trees every current PoB ships (`3_10` … `3_26`). */
const OLDEST_MINOR = 10;
export const NEWEST_TREE = 26;

/**
 * PoB's tree version for a build's game version (`3.25.1` → `3_25`), kept within the trees PoB
 * ships so it never asks for one it lacks; the newest when the build names none.
 * @example treeVersion('3.25.1') // '3_25'
 */
export function treeVersion(gameVersion: string): string {
  const minor = Number(/^3\.(\d+)/.exec(gameVersion.trim())?.[1] ?? NEWEST_TREE);
  return `3_${Math.min(Math.max(minor, OLDEST_MINOR), NEWEST_TREE)}`;
}
