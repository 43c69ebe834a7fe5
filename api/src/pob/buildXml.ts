import { encodeTreeUrl } from '../gameData/passiveTree/treeUrl.js';
import { bloodlineTreeId } from 'game-facts';
import { readGemLinks, slotGroups } from './gemLinks.js';
import { loadoutsOf, type ExportableBuild, type Loadout } from './loadouts.js';
import { POB_SLOTS } from './mapItems.js';
import { SOCKET_SLOTS } from './mapSkills.js';
import { toPobItemText } from './pobItemText.js';
import { PHASE_LABELS } from '../gameData/passiveTree/buildTrees.js';
import { TREE_PHASES } from '../gameData/passiveTree/schemas.js';
import { treeIds } from './treeIds.js';
import { NO_TREES, pobTreeVersion, type ExportContext } from './exportContext.js';
import { exportNotes } from './notesText.js';
import { pobGemIds } from '../gameData/catalogue/pobGemIds.js';
import { writeXml, type XmlNode } from './xmlWrite.js';

/** PoB has no character level of ours to read; its figures make most sense at this one. */
export const EXPORT_LEVEL = 90;
/** Gems carry no level on the site: PoB shows them at their usual maximum. */
export const EXPORT_GEM_LEVEL = 20;

const invert = (map: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(map).map(([pob, ours]) => [ours, pob]));
const POB_SLOT_OF = invert(POB_SLOTS);
const POB_SOCKET_SLOT_OF = invert(
  Object.fromEntries(Object.entries(SOCKET_SLOTS).map(([pob, { label }]) => [pob, label])),
);

const FLASK_SLOT = /^Flask [1-5]$/;

/** Each item text once (a ring worn in three sets is one `<Item>`), and every set's slots. */
function itemsNode(loadouts: Loadout[]): XmlNode {
  const ids = new Map<string, number>();
  const sets = loadouts.map((loadout, index): XmlNode => {
    const slots: XmlNode[] = [];
    for (const [slot, value] of Object.entries(loadout.equipment)) {
      // `weapon2` is the reading grid's off-hand when no shield is worn.
      const pobSlot =
        POB_SLOT_OF[slot === 'weapon2' && !loadout.equipment.shield ? 'shield' : slot];
      const text =
        typeof value === 'string'
          ? toPobItemText(value)
          : toPobItemText(value.text ?? '', { name: value.name, base: value.base });
      if (!pobSlot || text === null) continue;
      const itemId = ids.get(text) ?? ids.size + 1;
      ids.set(text, itemId);
      // PoB loads a flask slot switched off unless told otherwise, its effect out of every stat.
      const active: Record<string, boolean> = FLASK_SLOT.test(pobSlot) ? { active: true } : {};
      slots.push({ name: 'Slot', attrs: { name: pobSlot, itemId, ...active } });
    }
    const attrs = { id: index + 1, title: loadout.title, useSecondWeaponSet: false };
    return { name: 'ItemSet', attrs, children: slots };
  });
  const items = [...ids].map(([text, id]): XmlNode => ({ name: 'Item', attrs: { id }, text }));
  return {
    name: 'Items',
    attrs: { activeItemSet: 1, useSecondWeaponSet: false },
    children: [...items, ...sets],
  };
}

/** PoB names supports without the game's « Support » suffix. */
const nameSpec = (name: string) => name.replace(/ Support$/, '');

/**
 * The gem's `gemId` and `skillId` as the game data names them, by which PoB finds the gem (a
 * transfigured one too); none for a gem the table does not know, which PoB finds by `nameSpec`.
 */
function gemIdAttrs(name: string): Record<string, string> {
  const ids = pobGemIds(name);
  return ids ? { gemId: ids.gemId, skillId: ids.skillId } : {};
}

/** One `<Skill>` per link group of each socketed slot, each gem in socket order. */
function skillGroups(loadout: Loadout, links: ReturnType<typeof readGemLinks>) {
  return slotGroups(loadout.sockets, links[loadout.gemField]).flatMap(({ slot, groups }) => {
    const pobSlot = POB_SOCKET_SLOT_OF[slot];
    if (!pobSlot) return [];
    return groups.map((gems) => ({
      slot: pobSlot,
      gems: gems.map((gem): XmlNode => {
        const attrs = {
          nameSpec: nameSpec(gem.name),
          ...gemIdAttrs(gem.name),
          level: EXPORT_GEM_LEVEL,
          quality: 0,
          qualityId: 'Default',
          enabled: true,
          enableGlobal1: true,
          enableGlobal2: true,
          count: 1,
        };
        return { name: 'Gem', attrs };
      }),
    }));
  });
}

/** The main set's largest link group is the skill PoB computes first. */
function mainGroupIndex(groups: { gems: XmlNode[] }[]): number {
  let best = 0;
  groups.forEach((group, index) => {
    if (group.gems.length > (groups[best]?.gems.length ?? 0)) best = index;
  });
  return best;
}

function skillsNode(loadouts: Loadout[], links: ReturnType<typeof readGemLinks>) {
  const perSet = loadouts.map((loadout) => skillGroups(loadout, links));
  const main = mainGroupIndex(perSet[0] ?? []);
  const sets = perSet.map((groups, setIndex): XmlNode => ({
    name: 'SkillSet',
    attrs: { id: setIndex + 1, title: loadouts[setIndex]?.title ?? '' },
    children: groups.map((group, index): XmlNode => ({
      name: 'Skill',
      attrs: {
        slot: group.slot,
        enabled: true,
        label: '',
        mainActiveSkill: 1,
        mainActiveSkillCalcs: 1,
        includeInFullDPS: setIndex === 0 && index === main,
      },
      children: group.gems,
    })),
  }));
  // PoB's own defaults for the skills tab, written as it writes them for a new build.
  const attrs = {
    activeSkillSet: 1,
    defaultGemLevel: 'normalMaximum',
    defaultGemQuality: 0,
    sortGemsByDPS: true,
    sortGemsByDPSField: 'CombinedDPS',
    showSupportGemTypes: 'ALL',
    showAltQualityGems: false,
  };
  return { node: { name: 'Skills', attrs, children: sets }, mainSocketGroup: main + 1 };
}

/** The official address of a tree the author gave none for, every node in it ('' past 255). */
function officialAddress(tree: { class_id: number; ascendancy_id: number; nodes: number[] }) {
  if (tree.nodes.length > 255) return '';
  return encodeTreeUrl({
    classId: tree.class_id,
    ascendancyId: tree.ascendancy_id,
    nodes: tree.nodes,
  });
}

/**
 * The build's trees as specs: the main tab's first and active, then each other phase tab's
 * under its title, with its class, ascendancy, every node (also another version's) and official
 * address (the author's, else one made from the nodes). A build without a
 * main tree gets one spec naming its class and no node: PoB opens it on the class start.
 */
function treeNode(build: ExportableBuild, context: ExportContext): XmlNode {
  const ids = treeIds(build.classe, build.ascendancy) ?? { classId: 0, ascendClassId: 0 };
  // PoB keeps the bloodline on each spec, by its place in the tree's alternate ascendancies.
  const secondaryAscendClassId = bloodlineTreeId(build.bloodline ?? '');
  const trees = build.passive_trees ?? {};
  // Without a version the site knows, PoB opens the spec on its own current tree.
  const versionOf = (version?: string): Record<string, string> => {
    const known = pobTreeVersion(context, version, build.game_version);
    return known ? { treeVersion: known } : {};
  };
  const empty: XmlNode = {
    name: 'Spec',
    attrs: {
      title: 'Arbre de passifs',
      ...versionOf(),
      ...ids,
      secondaryAscendClassId,
      nodes: '',
      masteryEffects: '',
    },
  };
  const specs = TREE_PHASES.flatMap((phase): XmlNode[] => {
    const tree = trees[phase];
    if (!tree) return [];
    const attrs = {
      title: tree.title || PHASE_LABELS[phase],
      ...versionOf(tree.version),
      classId: tree.class_id,
      ascendClassId: tree.ascendancy_id,
      secondaryAscendClassId,
      nodes: tree.nodes.join(','),
      masteryEffects: '',
    };
    const address = tree.url || officialAddress(tree);
    const url: XmlNode[] = address ? [{ name: 'URL', text: address }] : [];
    return [{ name: 'Spec', attrs, children: url }];
  });
  return {
    name: 'Tree',
    attrs: { activeSpec: 1 },
    children: trees.main ? specs : [empty, ...specs],
  };
}

/**
 * A build as Path of Building's XML: class and ascendancy, one item set and one skill set per
 * loadout (the main one active, each phase with content after it, under its French title),
 * socket link groups as `<Skill>` groups, the passive trees as tree specs of the versions the
 * site stores (`context`), and the build's texts as notes.
 */
export function buildPobXml(build: ExportableBuild, context: ExportContext = NO_TREES): string {
  const loadouts = loadoutsOf(build);
  const skills = skillsNode(loadouts, readGemLinks(build.gem_links));
  const notes = exportNotes(build);
  const root: XmlNode = {
    name: 'PathOfBuilding',
    children: [
      {
        name: 'Build',
        attrs: {
          level: EXPORT_LEVEL,
          targetVersion: '3_0',
          className: build.classe,
          ascendClassName: build.ascendancy || 'None',
          mainSocketGroup: skills.mainSocketGroup,
          bandit: 'None',
          pantheonMajorGod: 'None',
          pantheonMinorGod: 'None',
          viewMode: 'ITEMS',
        },
      },
      treeNode(build, context),
      ...(notes ? [{ name: 'Notes', text: notes }] : []),
      skills.node,
      itemsNode(loadouts),
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeXml(root)}\n`;
}
