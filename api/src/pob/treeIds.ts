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
