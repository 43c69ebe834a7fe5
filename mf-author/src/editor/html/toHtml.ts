import { convertToHTML, type IConvertToHTMLConfig } from 'draft-convert';
import type { ContentState, RawDraftContentBlock, RawDraftEntity } from 'draft-js';
import { orderImageAttributes } from '../inserts';
import {
  BLOCK_TAGS,
  INLINE_STYLES,
  INSERT_ENTITY,
  LINK_ENTITY,
  blockClasses,
  type BlockFormat,
  type BlockType,
  type InlineStyle,
  type InsertData,
  type LinkData,
} from '../model';
import { cleanListBreaks } from './cleanListBreaks';
import { serializeChildren } from './serializeHtml';
import { preserveSpaces } from './spaces';

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function openTag(tag: string, classes: string[]): string {
  return classes.length > 0 ? `<${tag} class="${classes.join(' ')}">` : `<${tag}>`;
}

/** draft-convert's block description; `nest` marks list items, which it nests by depth. */
interface BlockTag {
  start: string;
  end: string;
  empty?: string;
  nest?: true;
  nestStart?: string;
  nestEnd?: string;
}

function blockToHTML(block: RawDraftContentBlock): BlockTag {
  const type = (block.type in BLOCK_TAGS ? block.type : 'unstyled') as BlockType;
  const tag = BLOCK_TAGS[type];
  const format = (block.data ?? {}) as BlockFormat;
  const isList = tag === 'li';
  // A list item's depth is its nesting; any other block's depth is its indentation.
  const start = openTag(tag, blockClasses(format, isList ? 0 : block.depth));
  const end = `</${tag}>`;
  const tags: BlockTag = { start, end, empty: `${start}<br />${end}` };
  if (!isList) return tags;
  const list = type === 'ordered-list-item' ? 'ol' : 'ul';
  return { ...tags, nest: true, nestStart: `<${list}>`, nestEnd: `</${list}>` };
}

function styleToHTML(style: string): { start: string; end: string } {
  const html = INLINE_STYLES[style as InlineStyle] as
    { tag: string; className?: string } | undefined;
  if (!html) return { start: '', end: '' };
  return {
    start: openTag(html.tag, html.className ? [html.className] : []),
    end: `</${html.tag}>`,
  };
}

// draft-convert must get a string here: a React <img> would make React 19 add a preload link.
function entityToHTML(
  entity: RawDraftEntity,
  originalText: string,
): string | { start: string; end: string } {
  if (entity.type === LINK_ENTITY) {
    const { url } = entity.data as LinkData;
    return { start: url ? `<a href="${escapeAttribute(url)}">` : '<a>', end: '</a>' };
  }
  if (entity.type === INSERT_ENTITY) {
    const attributes = orderImageAttributes((entity.data as InsertData).attributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    return `<img${attributes} />`;
  }
  return originalText;
}

// The typings only know React elements and start/end pairs; draft-convert also takes strings
// and the nestStart/nestEnd pair used above.
const draftToHtml = convertToHTML({
  blockToHTML,
  styleToHTML,
  entityToHTML,
} as unknown as IConvertToHTMLConfig);

/** Nested lists go inside the item before them (draft-convert writes them beside it). */
function nestListsInItems(root: Element) {
  for (const list of Array.from(root.querySelectorAll('ul, ol'))) {
    const previous = list.previousElementSibling;
    if (list.parentElement?.matches('ul, ol') && previous?.tagName === 'LI') previous.append(list);
  }
}

/** A code block keeps its line breaks as newlines; neighbouring code blocks become one. */
function joinCodeLines(root: Element) {
  for (const pre of Array.from(root.querySelectorAll('pre'))) {
    // An empty block keeps its `<br />`, the mark of an empty line everywhere else.
    if (pre.childNodes.length === 1 && pre.firstChild?.nodeName === 'BR') continue;
    for (const br of Array.from(pre.querySelectorAll('br'))) br.replaceWith('\n');
  }
  for (const pre of Array.from(root.querySelectorAll('pre'))) {
    const next = pre.nextElementSibling;
    if (next?.tagName !== 'PRE' || next.className !== pre.className || !pre.parentNode) continue;
    next.prepend(...Array.from(pre.childNodes), '\n');
    pre.remove();
  }
}

/**
 * The editor's content as the HTML it is saved as: Quill-compatible classes, inserts as `<img>`
 * with their data-* attributes, nested lists, written as the server's sanitizer writes HTML and
 * cleaned of stray line breaks around lists. An editor with nothing in it gives ''.
 */
export function contentToHtml(content: ContentState): string {
  const isEmpty = content
    .getBlocksAsArray()
    .every((block) => block.getText().trim() === '' && block.getType() !== 'code-block');
  if (isEmpty) return '';
  const root = document.createElement('div');
  root.innerHTML = draftToHtml(preserveSpaces(content));
  nestListsInItems(root);
  joinCodeLines(root);
  return cleanListBreaks(serializeChildren(root));
}
