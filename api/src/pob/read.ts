import { imagePath } from '../gameData/images/paths.js';
import type { PassiveTreeInput } from '../gameData/passiveTree/schemas.js';
import { decodePobCode } from './decode.js';
import { checkPobShape } from './limits.js';
import { mapPobXml, type Catalogue, type PobBuild } from './mapBuild.js';
import type { BaseEntry } from './mapItems.js';
import type { ImportedGem } from './mapSkills.js';
import { specTree, treeSpecs } from './treeSpecs.js';
import { childNamed, parseXml } from './xml.js';

/** A gem of our catalogue as the database gives it. */
export interface GemRow {
  name: string;
  name_fr: string | null;
  colour: string;
  tags: string[];
  level_required: number | null;
  description: string;
}

/** Our bases and gems as plain rows: what the reading thread is sent with each export. */
export interface CatalogueRows {
  bases: BaseEntry[];
  gems: GemRow[];
}

/** The rows as the mapper's catalogue, gems named in the reader's language. */
export function catalogueOf(rows: CatalogueRows, lang: 'fr' | 'en'): Catalogue {
  const byName = new Map<string, ImportedGem>(
    rows.gems.map((row) => [
      row.name.toLowerCase(),
      {
        name: row.name,
        displayName: lang === 'fr' && row.name_fr ? row.name_fr : row.name,
        icon: imagePath('gems', row.name),
        tags: row.tags.join(', '),
        couleur: row.colour,
        description: row.description,
        levelRequired: row.level_required,
      },
    ]),
  );
  return { bases: rows.bases, gem: (name) => byName.get(name.toLowerCase()) };
}

/** A code read whole into our build's terms (its trees not yet fitted to the stored ones). */
export function readPobBuild(code: string, rows: CatalogueRows, lang: 'fr' | 'en'): PobBuild {
  return mapPobXml(decodePobCode(code), catalogueOf(rows, lang));
}

/** A code's tree specs only, in order: null for a spec with no version or class we can read. */
export function readPobTrees(code: string): (PassiveTreeInput | null)[] {
  const root = parseXml(decodePobCode(code));
  checkPobShape(root);
  return treeSpecs(childNamed(root, 'Tree')).map(specTree);
}
