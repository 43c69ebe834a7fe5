import { ascendanciesOf, bloodlineOfTreeId } from 'game-facts';
import { PobError } from './decode.js';
import { AnswerBudget, checkPobShape } from './limits.js';
import { indexBases, readItemSets, type BaseEntry, type ItemSet } from './mapItems.js';
import { readSkillSets, type GemLookup, type SkillSet } from './mapSkills.js';
import { readNotes, readPlayerStats, type PlayerStats } from './playerStats.js';
import { specTree } from './treeSpecs.js';
import type { PassiveTreeInput } from '../gameData/passiveTree/schemas.js';
import { childNamed, childrenNamed, parseXml, type XmlElement } from './xml.js';

export interface TreeSpec {
  id: string;
  title: string;
  active: boolean;
  /** The official passive-tree address, '' when the spec has none we can link to. */
  url: string;
  treeVersion: string;
  /** The spec's allocated tree, for a phase tab of the build; null when it cannot be read. */
  tree: PassiveTreeInput | null;
}

/** A Path of Building export in our build's terms, for the author to review before saving. */
export interface PobBuild {
  /** One of our seven classes, '' when the export's is not one of them. */
  classe: string;
  /** An ascendancy of that class, '' when none or unknown to the site. */
  ascendancy: string;
  /** The active spec's bloodline (game-facts BLOODLINES id), '' when none or unknown. */
  bloodline: string;
  level: number | null;
  /** PoB's `targetVersion` (`3_0`…): tells an old export from a recent one. */
  targetVersion: string;
  itemSets: ItemSet[];
  skillSets: SkillSet[];
  /**
   * The active skill set's links under the build's main gem field, in the shape builds store
   * (`{ gem_sockets_main: { Torse: [0, 0, 0, 0, 1, 1] } }`); each skill set carries its own.
   */
  gem_links: Record<string, Record<string, number[]>>;
  treeSpecs: TreeSpec[];
  /**
   * The stats Path of Building computed (`<PlayerStat>` of `<Build>`): PoB writes those of the
   * loadout it was saved on, so they belong to the active skill set. `{}` when none.
   */
  stats: PlayerStats;
  /** The build's `<Notes>` as plain text, '' when none. */
  notes: string;
  /** What could not be carried over, in French, for the review step. */
  warnings: string[];
}

export interface Catalogue {
  bases: readonly BaseEntry[];
  gem: GemLookup;
}

/** Our link fields hold at most 2048 characters of http(s). */
const LINK = /^https?:\/\/[^\s"<>]+$/;
const MAX_LINK = 2048;

function readTrees(tree: XmlElement | undefined): TreeSpec[] {
  const specs = childrenNamed(tree, 'Spec');
  const active = Number.parseInt(tree?.attrs.activeSpec ?? '1', 10);
  return specs.map((spec, index) => {
    const url = (childNamed(spec, 'URL')?.text ?? '').trim();
    return {
      id: String(index + 1),
      title: spec.attrs.title ?? '',
      active: index + 1 === (Number.isNaN(active) ? 1 : active),
      url: LINK.test(url) && url.length <= MAX_LINK ? url : '',
      treeVersion: spec.attrs.treeVersion ?? '',
      tree: specTree(spec),
    };
  });
}

function readClass(build: XmlElement | undefined, warnings: string[]) {
  const className = build?.attrs.className ?? '';
  const ascendName = build?.attrs.ascendClassName ?? '';
  const ascendancies = ascendanciesOf(className);
  if (!ascendancies) {
    if (className) warnings.push(`Classe « ${className} » inconnue du site : choisissez-la.`);
    return { classe: '', ascendancy: '' };
  }
  if (ascendName === '' || ascendName === 'None') return { classe: className, ascendancy: '' };
  if (!ascendancies.includes(ascendName)) {
    warnings.push(`Ascendance « ${ascendName} » inconnue du site : choisissez-la.`);
    return { classe: className, ascendancy: '' };
  }
  return { classe: className, ascendancy: ascendName };
}

/**
 * The bloodline of the export's active tree spec: PoB keeps it only there, as the index of its
 * tree's alternate ascendancies (`secondaryAscendClassId`, 'nil' or 0 for none).
 */
function readBloodline(tree: XmlElement | undefined, warnings: string[]): string {
  const specs = childrenNamed(tree, 'Spec');
  const active = Number.parseInt(tree?.attrs.activeSpec ?? '1', 10);
  const spec = specs[(Number.isNaN(active) ? 1 : active) - 1] ?? specs[0];
  const id = Number.parseInt(spec?.attrs.secondaryAscendClassId ?? '0', 10);
  if (Number.isNaN(id) || id <= 0) return '';
  const bloodline = bloodlineOfTreeId(id);
  if (bloodline === '') {
    warnings.push(`Lignée n° ${id} inconnue du site : choisissez-la.`);
    return '';
  }
  return bloodline;
}

function mainLinks(skillSets: SkillSet[]): PobBuild['gem_links'] {
  const active = skillSets.find((set) => set.active);
  return active && Object.keys(active.links).length > 0 ? { gem_sockets_main: active.links } : {};
}

/**
 * Maps an export's XML onto our build: class and ascendancy, every item set (main slots),
 * every skill set (gems per socketed slot, looked up in our catalogue) and every tree spec's
 * link. Path of Exile 2 exports (`<PathOfBuilding2>`) are refused: their classes and slots
 * are not this game's.
 */
export function mapPobXml(xml: string, catalogue: Catalogue): PobBuild {
  const root = parseXml(xml);
  if (root.name === 'PathOfBuilding2') {
    throw new PobError('unsupported', 'Les exports Path of Exile 2 ne sont pas pris en charge.');
  }
  if (root.name !== 'PathOfBuilding') {
    throw new PobError('invalid', 'Code Path of Building invalide : ce n’est pas un export.');
  }
  checkPobShape(root);
  const budget = new AnswerBudget();
  const build = childNamed(root, 'Build');
  const warnings: string[] = [];
  const level = Number.parseInt(build?.attrs.level ?? '', 10);
  const mainGroup = Number.parseInt(build?.attrs.mainSocketGroup ?? '', 10);
  const skillSets = readSkillSets(
    childNamed(root, 'Skills'),
    catalogue.gem,
    budget,
    Number.isNaN(mainGroup) ? undefined : mainGroup,
  );
  const unplaced = new Set(skillSets.flatMap((set) => set.unplaced));
  if (unplaced.size > 0) {
    warnings.push(`Gemmes sans emplacement sur le site : ${[...unplaced].join(', ')}.`);
  }
  return {
    ...readClass(build, warnings),
    bloodline: readBloodline(childNamed(root, 'Tree'), warnings),
    level: Number.isNaN(level) ? null : level,
    targetVersion: build?.attrs.targetVersion ?? '',
    itemSets: readItemSets(childNamed(root, 'Items'), indexBases(catalogue.bases), budget),
    skillSets,
    gem_links: mainLinks(skillSets),
    treeSpecs: readTrees(childNamed(root, 'Tree')),
    stats: readPlayerStats(build),
    notes: readNotes(childNamed(root, 'Notes')),
    warnings,
  };
}
