/**
 * Writes src/demo/treePaths.ts, the demo builds' passive trees, from the game's tree the site
 * bundles (3.15, src/gameData/passiveTree/bundledTree.ts): for each build, the shortest
 * connected path from its class start through the notables it names, in their order (each one
 * joined to the nodes already taken by the fewest new points), and likewise in its ascendancy
 * from the ascendancy's start. The leveling tree is a part of the main one.
 *
 *   pnpm --filter api exec tsx scripts/demoTrees.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { BUNDLED_TREE, bundledTreeExport } from '../src/gameData/passiveTree/bundledTree.js';
import { parseTreeExport } from '../src/gameData/passiveTree/parseExport.js';

interface DemoPlan {
  key: string;
  classId: number;
  ascendancyId: number;
  leveling: { main: string[]; ascendancy: string[] };
  main: { main: string[]; ascendancy: string[] };
}

const PLANS: DemoPlan[] = [
  {
    key: 'slayer',
    classId: 4,
    ascendancyId: 1,
    leveling: {
      main: ['Art of the Gladiator', 'Master of the Arena', 'Destroyer', 'Defiance'],
      ascendancy: ['Headsman'],
    },
    main: {
      main: [
        'Bloodletting',
        'Vaal Pact',
        'Constitution',
        "Golem's Blood",
        'Thick Skin',
        'Blade Master',
        'Butchery',
      ],
      ascendancy: ['Bane of Legends'],
    },
  },
  {
    key: 'necromancer',
    classId: 3,
    ascendancyId: 3,
    leveling: {
      main: [
        "Arcanist's Dominion",
        'Lord of the Dead',
        'Grave Intentions',
        'Practical Application',
      ],
      ascendancy: ['Mindless Aggression'],
    },
    main: {
      main: [
        'Heart and Soul',
        'Death Attunement',
        'Ravenous Horde',
        'Indomitable Army',
        'Spiritual Command',
      ],
      ascendancy: ['Commander of Darkness'],
    },
  },
  {
    key: 'inquisitor',
    classId: 5,
    ascendancyId: 1,
    leveling: {
      main: ['Sanctity', 'Retribution', 'Faith and Steel', 'Holy Dominion'],
      ascendancy: ['Augury of Penitence'],
    },
    main: {
      main: [
        'Anointed Flesh',
        'Devotion',
        'Constitution',
        'Heart of the Warrior',
        'Purity of Flesh',
      ],
      ascendancy: ['Pious Path'],
    },
  },
  {
    key: 'deadeye',
    classId: 2,
    ascendancyId: 2,
    leveling: {
      main: ['Finesse', 'Ballistic Mastery', 'Heart of Oak', 'Aspect of the Eagle'],
      ascendancy: ['Ricochet'],
    },
    main: {
      main: [
        'King of the Hill',
        'Master Fletcher',
        'Longshot',
        'Farsight',
        'Heavy Draw',
        'Deadly Draw',
      ],
      ascendancy: ['Far Shot'],
    },
  },
];

const tree = parseTreeExport(bundledTreeExport(), BUNDLED_TREE.version);
const byId = new Map(tree.nodes.map((n) => [n.id, n]));
const neighbours = new Map<number, number[]>();
for (const { a, b } of tree.links) {
  neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
  neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
}

/** Joins the notable named `name` (allowed nodes only) to `taken` by the shortest path. */
function join1(taken: Set<number>, name: string, allowed: (id: number) => boolean) {
  const from = new Map<number, number | null>([...taken].map((id) => [id, null]));
  const queue = [...taken];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as number;
    const node = byId.get(at);
    if (node && node.name === name && (node.kind === 'notable' || node.kind === 'keystone')) {
      for (
        let step: number | null = at;
        step !== null && !taken.has(step);
        step = from.get(step) ?? null
      ) {
        taken.add(step);
      }
      return;
    }
    for (const next of neighbours.get(at) ?? []) {
      if (from.has(next) || !allowed(next)) continue;
      from.set(next, at);
      queue.push(next);
    }
  }
  throw new Error(`no path to ${name}`);
}

const result: Record<string, { leveling: number[]; main: number[] }> = {};
for (const plan of PLANS) {
  const classe = tree.classes.find((c) => c.id === plan.classId);
  const ascendancy = classe?.ascendancies.find((a) => a.id === plan.ascendancyId);
  if (!classe || !ascendancy) throw new Error(`no class ${plan.key}`);
  const inMain = (id: number) => {
    const n = byId.get(id);
    return n !== undefined && n.ascendancy === null && n.kind !== 'classStart';
  };
  const inAscendancy = (id: number) => byId.get(id)?.ascendancy === ascendancy.name;
  const main = new Set([classe.startNode]);
  const asc = new Set([ascendancy.startNode]);
  const grow = (names: { main: string[]; ascendancy: string[] }) => {
    for (const name of names.main) join1(main, name, inMain);
    for (const name of names.ascendancy) join1(asc, name, inAscendancy);
    return [...main, ...asc];
  };
  const leveling = grow(plan.leveling);
  result[plan.key] = { leveling, main: grow(plan.main) };
  console.log(plan.key, leveling.length, result[plan.key]?.main.length);
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'demo', 'treePaths.ts');
const text = `/**
 * Generated by scripts/demoTrees.ts from the bundled tree (${BUNDLED_TREE.source}): each demo
 * build's allocated nodes, class start and ascendancy start included. Do not edit by hand.
 */
export const DEMO_TREE_VERSION = '${BUNDLED_TREE.version}';

export const DEMO_TREE_PATHS = ${JSON.stringify(result)} as const;
`;
writeFileSync(out, await format(text, { filepath: out, singleQuote: true, printWidth: 100 }));
