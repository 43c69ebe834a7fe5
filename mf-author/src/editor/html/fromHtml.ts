import { convertFromHTML } from 'draft-convert';
import {
  ContentState,
  type ContentBlock,
  type DraftEntityMutability,
  type DraftInlineStyle,
} from 'draft-js';

import { readImageAttributes } from '../inserts';
import { safeLinkUrl } from '../linkUrl';
import {
  INSERT_ENTITY,
  LINK_ENTITY,
  parseBlockClasses,
  type BlockType,
  type InsertData,
  type LinkData,
} from '../model';
import { prepareHtml } from './prepareHtml';
import { restoreSpaces } from './spaces';

const TAG_TYPES: Record<string, BlockType> = {
  p: 'unstyled',
  div: 'unstyled',
  h1: 'header-one',
  h2: 'header-two',
  h3: 'header-three',
  h4: 'header-four',
  // The editor offers headings 1 to 4; deeper ones from elsewhere become the smallest.
  h5: 'header-four',
  h6: 'header-four',
  blockquote: 'blockquote',
  pre: 'code-block',
};

function listItemType(node: HTMLElement): BlockType {
  const quillList = node.getAttribute('data-list');
  if (quillList === 'bullet') return 'unordered-list-item';
  if (quillList === 'ordered') return 'ordered-list-item';
  return node.parentElement?.tagName === 'OL' ? 'ordered-list-item' : 'unordered-list-item';
}

function htmlToBlock(nodeName: string, node: HTMLElement) {
  const type = nodeName === 'li' ? listItemType(node) : TAG_TYPES[nodeName];
  if (!type) return undefined;
  const { format, indent } = parseBlockClasses(node.getAttribute('class') ?? '');
  return { type, data: { ...format, indent } };
}

const STYLE_CLASSES: Record<string, string> = {
  'ql-size-small': 'SIZE_SMALL',
  'ql-size-large': 'SIZE_LARGE',
  'ql-size-huge': 'SIZE_HUGE',
  'ql-font-serif': 'FONT_SERIF',
  'ql-font-monospace': 'FONT_MONOSPACE',
};

function htmlToStyle(_nodeName: string, node: HTMLElement, style: DraftInlineStyle) {
  const classes = (node.getAttribute?.('class') ?? '').split(/\s+/);
  return classes.reduce((styles, name) => {
    const styleName = STYLE_CLASSES[name];
    return styleName ? styles.add(styleName) : styles;
  }, style);
}

type CreateEntity = (type: string, mutability: DraftEntityMutability, data: object) => string;

function htmlToEntity(nodeName: string, node: HTMLElement, createEntity: CreateEntity) {
  if (nodeName === 'a') {
    const data: LinkData = { url: safeLinkUrl(node.getAttribute('href') ?? '') };
    return createEntity(LINK_ENTITY, 'MUTABLE', data);
  }
  if (nodeName === 'img') {
    const data: InsertData = { attributes: readImageAttributes(node) };
    return createEntity(INSERT_ENTITY, 'IMMUTABLE', data);
  }
  return undefined;
}

// The typings leave out the second and third arguments (options and the DOM builder) and type
// styles as a native Set where draft-convert passes Immutable's OrderedSet.
type Converter = (
  html: string,
  options: { flat: boolean },
  domBuilder: (html: string) => HTMLElement,
) => ContentState;
const htmlToDraft = convertFromHTML({
  htmlToBlock,
  htmlToStyle,
  htmlToEntity,
} as unknown as Parameters<typeof convertFromHTML>[0]) as unknown as Converter;

/** Indentation read from classes becomes the block's depth; list nesting is already in it. */
function applyIndent(content: ContentState): ContentState {
  const blockMap = content.getBlockMap().map((block) => {
    if (!block) return block;
    const data = block.getData();
    const indent = Number(data.get('indent') ?? 0);
    return block.merge({ depth: indent, data: data.delete('indent') }) as ContentBlock;
  });
  return content.set('blockMap', blockMap) as ContentState;
}

/**
 * Saved HTML (ours, or Quill's from guides written on the earlier site) as editor content.
 * Links keep only http, https, mailto and tel destinations.
 */
export function htmlToContent(html: string): ContentState {
  if (html.trim() === '') return ContentState.createFromText('');
  return restoreSpaces(applyIndent(htmlToDraft(html, { flat: false }, prepareHtml)));
}
