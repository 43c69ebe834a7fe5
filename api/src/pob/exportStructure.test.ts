import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { decodePobCode } from './decode.js';
import {
  DEADEYE_XML,
  NECROMANCER_XML,
  OCC_VORTEX_XML,
  PERFORATE_ZERKER_XML,
  SLAYER_SETS_XML,
} from './fixtures/index.js';
import { parseXml, type XmlElement } from './xml.js';

/**
 * Path of Building's own exports in today's layout (sets of skills and items). The 1.4-era
 * export and the hand-cut Warden stand-in are left out: PoB no longer writes those shapes.
 */
const POB_EXPORTS = [
  SLAYER_SETS_XML,
  DEADEYE_XML,
  OCC_VORTEX_XML,
  NECROMANCER_XML,
  PERFORATE_ZERKER_XML,
];

/** The elements every export of a build with gear, gems, a tree and texts must hold. */
const REQUIRED_PATHS = [
  'PathOfBuilding/Build',
  'PathOfBuilding/Tree',
  'PathOfBuilding/Tree/Spec',
  'PathOfBuilding/Items',
  'PathOfBuilding/Items/Item',
  'PathOfBuilding/Items/ItemSet',
  'PathOfBuilding/Items/ItemSet/Slot',
  'PathOfBuilding/Skills',
  'PathOfBuilding/Skills/SkillSet',
  'PathOfBuilding/Skills/SkillSet/Skill',
  'PathOfBuilding/Skills/SkillSet/Skill/Gem',
  'PathOfBuilding/Notes',
];

/** Every element by its path from the root, each with the attribute names it carries. */
function elementsByPath(root: XmlElement) {
  const found = new Map<string, Set<string>[]>();
  const walk = (element: XmlElement, parent: string) => {
    const path = parent ? `${parent}/${element.name}` : element.name;
    const list = found.get(path) ?? [];
    list.push(new Set(Object.keys(element.attrs)));
    found.set(path, list);
    for (const child of element.children) walk(child, path);
  };
  walk(root, '');
  return found;
}

/** Per path PoB writes, the attributes each of its elements carries in every export. */
function pobStructure() {
  const required = new Map<string, Set<string>>();
  for (const xml of POB_EXPORTS) {
    for (const [path, elements] of elementsByPath(parseXml(xml))) {
      for (const attrs of elements) {
        const seen = required.get(path);
        required.set(path, seen ? new Set([...seen].filter((a) => attrs.has(a))) : attrs);
      }
    }
  }
  return required;
}

let app: App;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ env: { DEMO_CONTENT: 'true' } });
  admin = await addUser(app, 'structure_admin', 'admin');
});
afterAll(() => app.close());

describe('every demo build’s export against Path of Building’s own exports', () => {
  it('has PoB’s elements, nested as PoB nests them, each with the attributes PoB always writes', async () => {
    const pob = pobStructure();
    // The reference itself holds every element checked below.
    for (const path of REQUIRED_PATHS) expect(pob.has(path), path).toBe(true);
    const list = (await app.inject({ url: '/api/builds', headers: admin.headers })).json<{
      builds: { id: number; title: string }[];
    }>().builds;
    expect(list.length).toBeGreaterThanOrEqual(4);
    const problems: string[] = [];
    for (const { id, title } of list) {
      const res = await app.inject({ url: `/api/builds/${id}/pob`, headers: admin.headers });
      expect(res.statusCode, title).toBe(200);
      const ours = elementsByPath(parseXml(decodePobCode(res.json<{ code: string }>().code)));
      for (const path of REQUIRED_PATHS) if (!ours.has(path)) problems.push(`${title}: no ${path}`);
      for (const [path, elements] of ours) {
        const attrs = pob.get(path);
        if (!attrs) problems.push(`${title}: PoB writes no ${path}`);
        const missing = new Set(
          elements.flatMap((element) => [...(attrs ?? [])].filter((name) => !element.has(name))),
        );
        if (missing.size) problems.push(`${title}: ${path} without ${[...missing].join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
