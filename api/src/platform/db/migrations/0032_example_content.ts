import type { Migration } from '../types.js';

/**
 * Whether a build or guide is one of the examples the site ships (DEMO_CONTENT), so the reader
 * marks it « Exemple » instead of passing it off as a player's. A site seeded before this column
 * gets its examples marked by their titles as the seed wrote them, only where that seed ran.
 */
export const exampleContent: Migration = {
  version: 33,
  name: 'example_content',
  sql: `
    alter table builds add column is_example boolean not null default false;
    alter table guides add column is_example boolean not null default false;
    -- Answers kept before the column existed lack it: they are written again on the next read.
    update builds set public_answer = null where public_answer is not null;
    update builds set is_example = true
      where exists (select 1 from content_seeds where name = 'demo-content-v1')
        and title in (
          'Cyclone Slayer — le build idéal pour une première ligue',
          'Nécromancien invocateur : l’armée des morts pour débutants',
          'Feu purificateur Inquisiteur — version en attente de validation',
          'Tornado Shot Deadeye : nettoyer les cartes à toute vitesse'
        );
    update guides set is_example = true
      where exists (select 1 from content_seeds where name = 'demo-content-v1')
        and title in (
          'Bien débuter sa première ligue',
          'Crafter ses premières pièces avec les essences et l’établi',
          'Farmer les coffres de l’Atlas avec les scarabées',
          'Comprendre les liens et les couleurs de châsses'
        );
  `,
};
