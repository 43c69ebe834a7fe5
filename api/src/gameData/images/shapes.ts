/** Grid cells (64 px each) per item family, as the spec's equipment grid sizes them. */
export interface Silhouette {
  cells: [number, number];
  /** SVG path in a 64-unit-per-cell box. */
  path: string;
}

const ring = 'M32 10a22 22 0 1 0 0.1 0zm0 9a13 13 0 1 1-0.1 0z';
const amulet = 'M14 6q18 30 36 0l4 2q-14 26-18 30a12 12 0 1 1-8 0q-4-4-18-30z';
const belt = 'M4 22h120v20H4zM56 16h16v32H56zM62 26h4v12h-4z';
const gloves = 'M34 120V62l-14-24 8-6 16 18V14h8v36h4V8h8v42h4V12h8v40h4V22h8v50q-4 30-18 48z';
const boots = 'M40 8h34v70l44 18v24H34q-6-40 6-112z';
const helmet = 'M16 84q0-66 48-66t48 66v28H92V80H36v32H16z';
const shield = 'M64 8l48 16q0 64-48 96Q16 88 16 24z';
const body = 'M40 8h48l28 24-10 32-14-8v124H36V56l-14 8-10-32z';
const oneHand = 'M28 8h8l6 136h10v10H40v34h-16v-34H12v-10h10z';
const twoHand = 'M58 8h12l8 136h22v12H74v32H54v-32H28v-12h22z';
const staff = 'M60 4h8v248h-8zM48 12h32l-6 22H54z';
const bow = 'M40 8q70 120 0 240l-8-6q56-114 0-228zM36 12v232h4V12z';
const quiver = 'M14 30h36v150H14zM18 4l6 26h4l-4-26zM34 2l2 28h4l-2-28z';
const flask = 'M24 8h16v18q18 12 18 44v44q0 10-10 10H16q-10 0-10-10V70q0-32 18-44z';
const jewel = 'M32 6l22 14v24L32 58 10 44V20z';

const families: [RegExp, Silhouette][] = [
  [/ring/i, { cells: [1, 1], path: ring }],
  [/amulet|talisman/i, { cells: [1, 1], path: amulet }],
  [/belt/i, { cells: [2, 1], path: belt }],
  [/glove/i, { cells: [2, 2], path: gloves }],
  [/boot/i, { cells: [2, 2], path: boots }],
  [/helmet/i, { cells: [2, 2], path: helmet }],
  [/shield/i, { cells: [2, 2], path: shield }],
  [/body/i, { cells: [2, 3], path: body }],
  [/quiver/i, { cells: [1, 3], path: quiver }],
  [/flask/i, { cells: [1, 2], path: flask }],
  [/jewel/i, { cells: [1, 1], path: jewel }],
  [/staves|staff|warstaff|fishing/i, { cells: [2, 4], path: staff }],
  [/bow/i, { cells: [2, 4], path: bow }],
  [/two hand/i, { cells: [2, 3], path: twoHand }],
  [/one hand|claw|dagger|wand|sceptre|sword|axe|mace/i, { cells: [1, 3], path: oneHand }],
];

/** The drawing for an item class; `undefined` for the generic unknown item. */
export function silhouetteFor(itemClass: string | undefined): Silhouette | undefined {
  return itemClass === undefined ? undefined : families.find(([re]) => re.test(itemClass))?.[1];
}

/** Gem colours of the spec, with white for gems of no attribute. */
export const GEM_COLOURS = { red: '#e24a4a', green: '#4ae24a', blue: '#4a90e2', white: '#d8d8d8' };

/** One colour per base class, for the ascendancy emblems. */
export const CLASS_COLOURS: Record<string, string> = {
  Marauder: '#b4432d',
  Ranger: '#3f9a4a',
  Witch: '#4a64c8',
  Duelist: '#b88a2a',
  Templar: '#9a5ab8',
  Shadow: '#2a8a8a',
  Scion: '#c8c8c8',
};
