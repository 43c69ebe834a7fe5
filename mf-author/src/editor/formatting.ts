import { EditorState, Modifier, RichUtils, type ContentBlock, type ContentState } from 'draft-js';
import {
  FONT_STYLES,
  LIST_TYPES,
  MAX_INDENT,
  SIZE_STYLES,
  type Alignment,
  type BlockType,
  type InlineStyle,
} from './model';

type ChangeType = Parameters<typeof EditorState.push>[2];

/** The blocks the selection touches, first to last. */
export function selectedBlocks(state: EditorState): ContentBlock[] {
  const selection = state.getSelection();
  const blocks = state.getCurrentContent().getBlocksAsArray();
  const start = blocks.findIndex((block) => block.getKey() === selection.getStartKey());
  const end = blocks.findIndex((block) => block.getKey() === selection.getEndKey());
  return blocks.slice(start, end + 1);
}

function updateBlocks(
  state: EditorState,
  update: (block: ContentBlock) => ContentBlock,
  changeType: ChangeType,
): EditorState {
  const content = state.getCurrentContent();
  let blockMap = content.getBlockMap();
  for (const block of selectedBlocks(state)) blockMap = blockMap.set(block.getKey(), update(block));
  const next = content.merge({
    blockMap,
    selectionBefore: state.getSelection(),
    selectionAfter: state.getSelection(),
  }) as ContentState;
  return EditorState.push(state, next, changeType);
}

/** Turns the selected blocks into `type`, or back into paragraphs if they already are. */
export function toggleBlockType(state: EditorState, type: BlockType): EditorState {
  return RichUtils.toggleBlockType(state, type);
}

export function currentBlockType(state: EditorState): string {
  const selection = state.getSelection();
  return state.getCurrentContent().getBlockForKey(selection.getStartKey()).getType();
}

/** Aligns the selected blocks; `null` puts them back to the start of the line. */
export function setAlignment(state: EditorState, align: Alignment | null): EditorState {
  return updateBlocks(
    state,
    (block) =>
      block.set(
        'data',
        align ? block.getData().set('align', align) : block.getData().delete('align'),
      ) as ContentBlock,
    'change-block-data',
  );
}

export function currentAlignment(state: EditorState): Alignment | null {
  const block = selectedBlocks(state)[0];
  return (block?.getData().get('align') as Alignment | undefined) ?? null;
}

/** Right-to-left on the selected blocks, or off again when the first already is. */
export function toggleDirection(state: EditorState): EditorState {
  const rtl = isRightToLeft(state);
  return updateBlocks(
    state,
    (block) =>
      block.set(
        'data',
        rtl ? block.getData().delete('direction') : block.getData().set('direction', 'rtl'),
      ) as ContentBlock,
    'change-block-data',
  );
}

export function isRightToLeft(state: EditorState): boolean {
  return selectedBlocks(state)[0]?.getData().get('direction') === 'rtl';
}

/** Indents (+1) or outdents (-1) the selected blocks, between 0 and 8 levels; lists nest. */
export function changeIndent(state: EditorState, delta: 1 | -1): EditorState {
  return updateBlocks(
    state,
    (block) =>
      block.set(
        'depth',
        Math.max(0, Math.min(MAX_INDENT, block.getDepth() + delta)),
      ) as ContentBlock,
    'adjust-depth',
  );
}

export function isList(type: string): boolean {
  return LIST_TYPES.includes(type);
}

/** Bold, italic, underline or strike, on or off for the selection (or what is typed next). */
export function toggleInlineStyle(state: EditorState, style: InlineStyle): EditorState {
  return RichUtils.toggleInlineStyle(state, style);
}

/** Sizes and fonts each form a group: one of a group at a time, or none (the normal text). */
export const STYLE_GROUPS = { size: SIZE_STYLES, font: FONT_STYLES } as const;
export type StyleGroup = keyof typeof STYLE_GROUPS;

/** The size or font of the selection start, or null for the normal one. */
export function currentGroupStyle(state: EditorState, group: StyleGroup): InlineStyle | null {
  const styles = state.getCurrentInlineStyle();
  return STYLE_GROUPS[group].find((style) => styles.has(style)) ?? null;
}

/** Gives the selection (or what is typed next) this size or font, replacing the others. */
export function setGroupStyle(
  state: EditorState,
  group: StyleGroup,
  style: InlineStyle | null,
): EditorState {
  const members: readonly InlineStyle[] = STYLE_GROUPS[group];
  const selection = state.getSelection();
  if (selection.isCollapsed()) {
    let styles = state.getCurrentInlineStyle();
    for (const other of members) styles = styles.remove(other);
    return EditorState.setInlineStyleOverride(state, style ? styles.add(style) : styles);
  }
  let content = state.getCurrentContent();
  for (const other of members) content = Modifier.removeInlineStyle(content, selection, other);
  if (style) content = Modifier.applyInlineStyle(content, selection, style);
  return EditorState.push(state, content, 'change-inline-style');
}
