/**
 * The French game client's names of the classes and ascendancies (from the poe-i18n package's
 * Characters and Ascendancy tables, as the catalogue's other French names): builds store the
 * English ones, and a French reader searches with these.
 */
export const FRENCH_CLASS_NAMES: Readonly<Record<string, string>> = {
  Marauder: 'Maraudeur',
  Ranger: 'Rôdeuse',
  Witch: 'Sorcière',
  Duelist: 'Duelliste',
  Templar: 'Templier',
  Shadow: 'Ombre',
  Scion: 'Héritière',
  Juggernaut: 'Colosse',
  Berserker: 'Berserker',
  Chieftain: 'Chef tribal',
  Deadeye: "Archère d'élite",
  Raider: 'Furie',
  Pathfinder: 'Exploratrice',
  Necromancer: 'Nécromancienne',
  Elementalist: 'Élémentaliste',
  Occultist: 'Occultiste',
  Slayer: 'Sanguinaire',
  Gladiator: 'Gladiateur',
  Champion: 'Champion',
  Inquisitor: 'Inquisiteur',
  Hierophant: 'Hiérophante',
  Guardian: 'Gardien',
  Assassin: 'Assassin',
  Saboteur: 'Saboteur',
  Trickster: 'Roublard',
  Ascendant: 'Ascendante',
};
