// @vitest-environment jsdom
import type { ContentState } from 'draft-js';
import { describe, expect, it } from 'vitest';
import { contentToHtml } from './html/toHtml';
import { htmlToContent } from './html/fromHtml';
import {
  BLOCK_TAGS,
  INSERT_CHARACTER,
  INSERT_ENTITY,
  INLINE_STYLES,
  blockClasses,
  type BlockType,
  type InsertData,
} from './model';
import { CORPUS } from './roundTripCorpus';

/** A run of text with the formats it shows in; an insert shows as [alt]. */
type Run = [text: string, formats: string];
interface Line {
  tag: string;
  classes: string;
  depth: number;
  runs: Run[];
}

function pushRun(runs: Run[], text: string, formats: string) {
  const last = runs.at(-1);
  if (last && last[1] === formats) last[0] += text;
  else if (text !== '') runs.push([text, formats]);
}

function normaliseText(text: string) {
  return text.replaceAll('\u00a0', ' ');
}

const FORMAT_TAGS: Record<string, string> = {
  STRONG: 'BOLD',
  EM: 'ITALIC',
  U: 'UNDERLINE',
  S: 'STRIKETHROUGH',
  A: 'LINK',
};
const CLASS_STYLES = Object.fromEntries(
  Object.entries(INLINE_STYLES).flatMap(([style, html]) =>
    'className' in html ? [[html.className, style]] : [],
  ),
);

/** What the reader shows: each block with its classes, its depth and its formatted text runs. */
function readerLines(html: string): Line[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const lines: Line[] = [];
  const walk = (node: Node, formats: string[], line: Line | null, depth: number) => {
    if (node.nodeType === 3 && line)
      pushRun(line.runs, normaliseText(node.textContent ?? ''), [...formats].sort().join());
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName;
    if (['UL', 'OL'].includes(tag)) {
      Array.from(element.children).forEach((child) => walk(child, formats, null, depth + 1));
      return;
    }
    if (['P', 'H1', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'PRE', 'LI'].includes(tag)) {
      const block: Line = {
        tag: tag.toLowerCase(),
        classes: element.getAttribute('class') ?? '',
        depth: tag === 'LI' ? depth - 1 : 0,
        runs: [],
      };
      lines.push(block);
      element.childNodes.forEach((child) => walk(child, formats, block, depth));
      return;
    }
    if (!line) return;
    // A line break closing a block (the mark of an empty line) adds no line of its own.
    if (tag === 'BR' && !element.nextSibling) return;
    if (tag === 'BR') return pushRun(line.runs, '\n', [...formats].sort().join());
    if (tag === 'IMG')
      return pushRun(line.runs, `[${element.getAttribute('alt')}]`, [...formats].sort().join());
    const own = [FORMAT_TAGS[tag], CLASS_STYLES[element.getAttribute('class') ?? '']].filter(
      (name): name is string => !!name,
    );
    element.childNodes.forEach((child) => walk(child, [...formats, ...own], line, depth));
  };
  body.childNodes.forEach((child) => walk(child, [], null, 0));
  return lines;
}

/** What the editor shows: the same description, read from its blocks. */
function editorLines(content: ContentState): Line[] {
  return content.getBlocksAsArray().map((block) => {
    const type = block.getType() as BlockType;
    const isItem = BLOCK_TAGS[type] === 'li';
    const runs: Run[] = [];
    block.getCharacterList().forEach((character, offset) => {
      const entityKey = character?.getEntity() ?? null;
      const entity = entityKey ? content.getEntity(entityKey) : null;
      const formats = [...(character?.getStyle().toArray() ?? [])];
      if (entity?.getType() === 'LINK') formats.push('LINK');
      const char = block.getText()[offset ?? 0] ?? '';
      const text =
        char === INSERT_CHARACTER && entity?.getType() === INSERT_ENTITY
          ? `[${(entity.getData() as InsertData).attributes.alt ?? ''}]`
          : char;
      pushRun(runs, text, formats.sort().join());
    });
    return {
      tag: BLOCK_TAGS[type],
      classes: blockClasses(block.getData().toObject(), isItem ? 0 : block.getDepth()).join(' '),
      depth: isItem ? block.getDepth() : 0,
      runs,
    };
  });
}

function imageAttributes(html: string) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.querySelectorAll('img')).map((image) =>
    Object.fromEntries(image.getAttributeNames().map((name) => [name, image.getAttribute(name)])),
  );
}

describe('HTML -> editor -> HTML over a corpus of guides', () => {
  it('covers every block type, inline style, size, font, alignment and insert kind', () => {
    const all = CORPUS.map((guide) => guide.html).join('');
    for (const tag of [
      '<h1',
      '<h2',
      '<h3',
      '<h4',
      '<p',
      '<blockquote',
      '<pre',
      '<ol',
      '<ul',
      '<li',
      '<a ',
    ])
      expect(all).toContain(tag);
    for (const style of Object.values(INLINE_STYLES))
      expect(all).toContain('className' in style ? style.className : `<${style.tag}>`);
    for (const name of [
      'ql-align-center',
      'ql-align-right',
      'ql-align-justify',
      'ql-direction-rtl',
      'ql-indent-1',
      'ql-indent-8',
    ])
      expect(all).toContain(name);
    for (const kind of ['gem-insert', 'currency-insert', 'item-insert', '<img src='])
      expect(all).toContain(kind);
    expect(CORPUS.length).toBeGreaterThanOrEqual(15);
  });

  describe.each(CORPUS)('$name', ({ html, expected }) => {
    const once = contentToHtml(htmlToContent(html));

    it('comes back as the expected HTML', () => {
      expect(once).toBe(expected ?? html);
    });

    it('is a fixed point: a second pass changes nothing', () => {
      expect(contentToHtml(htmlToContent(once))).toBe(once);
    });

    it('shows in the reader what the editor showed', () => {
      const content = htmlToContent(once);
      const shown = editorLines(content).filter((line) => once !== '' || line.runs.length > 0);
      expect(readerLines(once)).toEqual(shown);
    });

    it('keeps every insert attribute exactly', () => {
      // Attributes the editor does not write (Quill's style or loading) are the only ones to go.
      const kept = imageAttributes(expected ?? html).map((attributes) =>
        Object.fromEntries(
          Object.entries(attributes).filter(([name]) => name !== 'style' && name !== 'loading'),
        ),
      );
      expect(imageAttributes(once)).toEqual(kept);
    });
  });
});

describe('inserts keep awkward data exactly', () => {
  it('keeps quotes, accents, <, & and newlines of an item text', () => {
    const text = 'Rarity: Unique\nL\'Écho "du" <Vide> & co\n--------\n+1 to Level';
    const html = `<p><img class="item-insert" src="/i.png" alt="x" width="48" height="48" data-name="x" data-base="b" data-image="/i.png" data-itemclass="Rings" data-rarity="unique" data-text="${text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')}" /></p>`;
    const back = contentToHtml(htmlToContent(html));
    const image = new DOMParser().parseFromString(back, 'text/html').querySelector('img');
    expect(image?.getAttribute('data-text')).toBe(text);
  });
});
