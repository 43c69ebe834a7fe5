import { encodeTreeUrl } from '../gameData/passiveTree/treeUrl.js';
import { bloodlineTreeId } from 'game-facts';
import { readGemLinks, slotGroups } from './gemLinks.js';
import { loadoutsOf, type ExportableBuild, type Loadout } from './loadouts.js';
import { POB_SLOTS } from './mapItems.js';
import { SOCKET_SLOTS } from './mapSkills.js';
import { toPobItemText } from './pobItemText.js';
import { PHASE_LABELS } from '../gameData/passiveTree/buildTrees.js';
import { TREE_PHASES } from '../gameData/passiveTree/schemas.js';
import { treeIds, treeVersion } from './treeIds.js';
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
      slots.push({ name: 'Slot', attrs: { name: pobSlot, itemId } });
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
 * A support's `skillId` the way PoB forms it (`Support` + the name without spaces). PoB takes
 * it when it matches one of its skills and otherwise finds the gem by `nameSpec`; an importer
 * reads from it that the gem is a support even when it does not know the name.
 */
const supportSkillId = (name: string): Record<string, string> =>
  / Support$/.test(name)
    ? { skillId: `Support${nameSpec(name).replace(/[^A-Za-z0-9]/g, '')}` }
    : {};

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
          ...supportSkillId(gem.name),
          level: EXPORT_GEM_LEVEL,
          quality: 0,
          enabled: true,
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
        includeInFullDPS: setIndex === 0 && index === main,
      },
      children: group.gems,
    })),
  }));
  const attrs = { activeSkillSet: 1, defaultGemLevel: 'normalMaximum', defaultGemQuality: 0 };
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
function treeNode(build: ExportableBuild, version: string): XmlNode {
  const ids = treeIds(build.classe, build.ascendancy) ?? { classId: 0, ascendClassId: 0 };
  // PoB keeps the bloodline on each spec, by its place in the tree's alternate ascendancies.
  const secondaryAscendClassId = bloodlineTreeId(build.bloodline ?? '');
  const trees = build.passive_trees ?? {};
  const empty: XmlNode = {
    name: 'Spec',
    attrs: {
      title: 'Arbre de passifs',
      treeVersion: version,
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
      treeVersion: treeVersion(tree.version),
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
 * socket link groups as `<Skill>` groups, and the passive trees as tree specs.
 */
export function buildPobXml(build: ExportableBuild): string {
  const loadouts = loadoutsOf(build);
  const skills = skillsNode(loadouts, readGemLinks(build.gem_links));
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
          viewMode: 'ITEMS',
        },
      },
      treeNode(build, treeVersion(build.game_version)),
      skills.node,
      itemsNode(loadouts),
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeXml(root)}\n`;
}
