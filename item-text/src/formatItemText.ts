/** How one line of an item's text is shown. */
export type LineStyle =
  'plain' | 'implicit' | 'str' | 'dex' | 'int' | 'fire' | 'cold' | 'lightning';

/** The colour of each kind of line, close to the game's own tooltip, for every page that draws one. */
export const LINE_COLOURS: Readonly<Record<LineStyle, string>> = {
  plain: '#c8c8c8',
  implicit: '#8888ff',
  str: '#e24a4a',
  dex: '#4ae24a',
  int: '#4a90e2',
  fire: '#ff6a3d',
  cold: '#5ec8ff',
  lightning: '#ffd84a',
};

export interface ItemLine {
  text: string;
  style: LineStyle;
}

/** Sections of the copied text, in order; the display draws a separator between two sections. */
export type ItemSections = ItemLine[][];

const SEPARATOR = /^-{4,}$/;
const IMPLICIT = /\s*\((?:implicit|implicite)\)\s*$/i;
const AUGMENTED = /\s*\((?:augmented|augmentée?)\)/gi;
// Older French clients printed the heading with two colons ('Prérequis::').
const REQUIREMENTS = /^(Requirements|Prérequis|Conditions)\s*:{0,2}$/i;
/** Requirement values are looked for this many lines below their heading, as the spec says. */
const REQUIREMENT_WINDOW = 5;
const ATTRIBUTE = /^(Str|Dex|Int|For|Force|Dextérité|Intelligence)\s*:/i;
const attributeStyle: Record<string, LineStyle> = {
  str: 'str',
  force: 'str',
  for: 'str',
  dex: 'dex',
  dextérité: 'dex',
  int: 'int',
  intelligence: 'int',
};
const ELEMENT = /\b(Fire|Cold|Lightning|feu|froid|foudre)\b/i;
const elementStyle: Record<string, LineStyle> = {
  fire: 'fire',
  feu: 'fire',
  cold: 'cold',
  froid: 'cold',
  lightning: 'lightning',
  foudre: 'lightning',
};

function styleOf(line: string, inRequirements: boolean): ItemLine {
  if (IMPLICIT.test(line)) return { text: line.replace(IMPLICIT, ''), style: 'implicit' };
  const attribute = inRequirements ? ATTRIBUTE.exec(line) : null;
  if (attribute?.[1])
    return { text: line, style: attributeStyle[attribute[1].toLowerCase()] ?? 'plain' };
  const element = /damage|dégâts/i.test(line) ? ELEMENT.exec(line) : null;
  if (element?.[1]) return { text: line, style: elementStyle[element[1].toLowerCase()] ?? 'plain' };
  return { text: line, style: 'plain' };
}

/**
 * Turns item text copied from the game into styled sections: '(augmented)' tags removed,
 * implicit lines marked, requirements coloured by attribute (within 5 lines of their heading),
 * elemental damage coloured by element.
 *
 * @example formatItemText('Requirements:\nStr: 61')[0] // [{ text: 'Requirements:', style: 'plain' }, { text: 'Str: 61', style: 'str' }]
 */
export function formatItemText(text: string): ItemSections {
  const sections: ItemSections = [[]];
  let linesSinceRequirements = Infinity;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(AUGMENTED, '').trim();
    if (SEPARATOR.test(line)) {
      sections.push([]);
      continue;
    }
    if (line === '') continue;
    linesSinceRequirements += 1;
    const styled = styleOf(line, linesSinceRequirements <= REQUIREMENT_WINDOW);
    if (REQUIREMENTS.test(line)) linesSinceRequirements = 0;
    sections[sections.length - 1]?.push(styled);
  }
  return sections.filter((section) => section.length > 0);
}
