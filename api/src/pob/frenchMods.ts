import data from './data/frenchStatTexts.json' with { type: 'json' };

// A number as a French client prints it ('1,5', '12') or a template's hole.
const NUMBER = /\d+(?:[.,]\d+)?/g;
const PIECE = /#|\d+(?:[.,]\d+)?/g;

interface Template {
  /** Per number of the French line: whether it fills a hole (else it is part of the text). */
  holes: boolean[];
  english: string;
}

let index: Map<string, Template> | undefined;

/** The French texts by their shape, every number and hole as '#', built on first use. */
function templates(): Map<string, Template> {
  if (index) return index;
  index = new Map();
  for (const [french, english] of Object.entries(data.texts)) {
    const holes = (french.match(PIECE) ?? []).map((piece) => piece === '#');
    const shape = french.replace(PIECE, '#');
    // Two texts of one shape ('#% ...' and '1% ...') cannot be told apart by a line: neither is used.
    if (index.has(shape)) index.set(shape, { holes: [], english: '' });
    else index.set(shape, { holes, english });
  }
  return index;
}

/**
 * A French client's mod line in the English Path of Building reads, from the trade site's French
 * and English stat texts, or undefined when no stat text has its shape (the line is then written
 * as it is). Numbers keep their order; a decimal comma becomes a point.
 *
 * @example englishMod('+63 de Vie maximale') // '+63 to maximum Life'
 * @example englishMod('Une ligne inconnue') // undefined
 */
export function englishMod(line: string): string | undefined {
  const text = line.trim().replace(/’/g, "'");
  const template = templates().get(text.replace(NUMBER, '#'));
  if (!template?.english) return undefined;
  const numbers = text.match(NUMBER) ?? [];
  const values = numbers.filter((_, at) => template.holes[at]).map((n) => n.replace(',', '.'));
  if (values.length !== template.holes.filter(Boolean).length) return undefined;
  let next = 0;
  return template.english.replace(/#/g, () => values[next++] ?? '#');
}
