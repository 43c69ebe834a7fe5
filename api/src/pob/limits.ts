import { PobError } from './decode.js';
import { childrenNamed, type XmlElement } from './xml.js';

/**
 * What one Path of Building export may hold, far above any real build (a heavy one has about 30
 * item sets, 300 items, 20 skill sets of 30 groups and 40 trees): a code built to amplify its
 * own size (one item referenced by every slot of hundreds of sets) is refused before it costs
 * anything. README's Security section lists the same numbers.
 */
export const POB_LIMITS = {
  itemSets: 100,
  slotsPerItemSet: 100,
  items: 1_000,
  itemTextChars: 20_000,
  skillSets: 100,
  skillGroups: 1_000,
  gems: 6_000,
  treeSpecs: 100,
  nodesPerTree: 1_000,
  /** The import's answer: every copy of an item's text and every gem counts. */
  answerBytes: 4 * 1024 * 1024,
} as const;

const tooMany = (found: number, max: number, what: string) =>
  new PobError('tooLarge', `Export Path of Building refusé : ${found} ${what}, ${max} au maximum.`);

function atMost(found: number, max: number, what: string) {
  if (found > max) throw tooMany(found, max, what);
}

/**
 * Refuses an export holding more sets, slots, items, groups, gems, trees or nodes than
 * `POB_LIMITS` allows, counting elements only (no mapping yet), with a French sentence naming
 * the limit; the export's `<Items>`, `<Skills>` and `<Tree>` as the mapper reads them.
 */
export function checkPobShape(root: XmlElement): void {
  const items = childrenNamed(root, 'Items');
  const skills = childrenNamed(root, 'Skills');
  const trees = childrenNamed(root, 'Tree');

  const itemSets = items.flatMap((element) => childrenNamed(element, 'ItemSet'));
  atMost(itemSets.length, POB_LIMITS.itemSets, "jeux d'objets");
  for (const set of [...items, ...itemSets]) {
    const slots = childrenNamed(set, 'Slot').length;
    atMost(slots, POB_LIMITS.slotsPerItemSet, "emplacements dans un jeu d'objets");
  }
  const itemList = items.flatMap((element) => childrenNamed(element, 'Item'));
  atMost(itemList.length, POB_LIMITS.items, 'objets');
  const longest = Math.max(0, ...itemList.map((item) => item.text.length));
  atMost(longest, POB_LIMITS.itemTextChars, "caractères dans le texte d'un objet");

  const skillSets = skills.flatMap((element) => childrenNamed(element, 'SkillSet'));
  atMost(skillSets.length, POB_LIMITS.skillSets, 'jeux de gemmes');
  const groups = [...skills, ...skillSets].flatMap((set) => childrenNamed(set, 'Skill'));
  atMost(groups.length, POB_LIMITS.skillGroups, 'groupes de gemmes');
  const gems = groups.reduce((sum, group) => sum + childrenNamed(group, 'Gem').length, 0);
  atMost(gems, POB_LIMITS.gems, 'gemmes');

  const specs = trees.flatMap((tree) => childrenNamed(tree, 'Spec'));
  atMost(specs.length, POB_LIMITS.treeSpecs, 'arbres de passifs');
  for (const spec of specs) {
    // Counted without splitting: a long list is refused before it becomes an array.
    const listed = (spec.attrs.nodes ?? '').split(',', POB_LIMITS.nodesPerTree + 1).length;
    atMost(listed, POB_LIMITS.nodesPerTree, 'nœuds dans un arbre de passifs');
  }
}

/**
 * The size of the import's answer as the mapper builds it: each slot or gem placed spends its
 * characters, and past `POB_LIMITS.answerBytes` the import is refused (an item referenced by a
 * thousand slots is a thousand copies of its text in the answer, though stored once in memory).
 */
export class AnswerBudget {
  private spent = 0;

  constructor(private readonly limit: number = POB_LIMITS.answerBytes) {}

  /** Counts `chars` more characters of answer (a little under its UTF-8 bytes). */
  spend(chars: number): void {
    this.spent += chars;
    if (this.spent > this.limit) {
      const megabytes = Math.round(this.limit / (1024 * 1024));
      throw new PobError(
        'tooLarge',
        `Export Path of Building refusé : sa lecture dépasserait ${megabytes} Mo (taille maximale de la réponse).`,
      );
    }
  }
}

/** The characters an object of strings adds to a JSON answer, with a little for its keys. */
export const answerChars = (value: object): number =>
  Object.values(value).reduce<number>(
    (sum, field) => sum + (typeof field === 'string' ? field.length : 8) + 16,
    2,
  );
