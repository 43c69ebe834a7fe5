/**
 * The French labels of the build form, by the field names its body uses on the wire (both
 * spellings the build body accepts). A refused save then names the field the author sees on the
 * form ('Titre du build'), not the name the form sends (`title`).
 */
const buildEquipment = 'Équipement';
const buildGems = 'Gemmes';

export const BUILD_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Titre du build',
  introduction: 'Introduction',
  classe: 'Classe',
  ascendancy: 'Ascendance',
  league: 'Ligue',
  game_version: 'Version du jeu',
  is_public: 'Public',
  ratings: 'Notes',
  atlas_tree_url: 'Arbre de l’atlas',
  pobb_in_url: 'Lien pobb.in',
  pobbin: 'Lien pobb.in',
  video_url: 'Vidéo',
  video: 'Vidéo',
  leveling: 'Leveling',
  premier_equipement: 'Premier Équipement',
  premierEquipement: 'Premier Équipement',
  midgame: 'Premier Équipement',
  endgame: 'Endgame',
  optimisation: 'Optimisation',
  mecaniques: 'Mécaniques',
  equipment: buildEquipment,
  leveling_equipment: `${buildEquipment} (Leveling)`,
  levelingEquipment: `${buildEquipment} (Leveling)`,
  premier_equipement_equipment: `${buildEquipment} (Premier Équipement)`,
  premierEquipementEquipment: `${buildEquipment} (Premier Équipement)`,
  endgame_equipment: `${buildEquipment} (Endgame)`,
  endgameEquipment: `${buildEquipment} (Endgame)`,
  optimisation_equipment: `${buildEquipment} (Optimisation)`,
  optimisationEquipment: `${buildEquipment} (Optimisation)`,
  gem_sockets: buildGems,
  gem_sockets_main: buildGems,
  gem_sockets_leveling: `${buildGems} (Leveling)`,
  gem_sockets_premier_equipement: `${buildGems} (Premier Équipement)`,
  gem_sockets_endgame: `${buildGems} (Endgame)`,
  gem_sockets_optimisation: `${buildGems} (Optimisation)`,
  gem_links: 'Liens des gemmes',
};
