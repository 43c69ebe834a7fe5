import { EditorState, Modifier, type ContentBlock, type ContentState } from 'draft-js';
import { selectedBlocks } from './formatting';
import { safeLinkUrl } from './linkUrl';
import { INLINE_STYLE_NAMES, LINK_ENTITY, type LinkData } from './model';

/** Links in the selection, each as the character range it covers in its block. */
function linkRanges(state: EditorState): { block: ContentBlock; start: number; end: number }[] {
  const content = state.getCurrentContent();
  const selection = state.getSelection();
  const ranges: { block: ContentBlock; start: number; end: number }[] = [];
  for (const block of selectedBlocks(state)) {
    const from = block.getKey() === selection.getStartKey() ? selection.getStartOffset() : 0;
    const to =
      block.getKey() === selection.getEndKey() ? selection.getEndOffset() : block.getLength();
    block.findEntityRanges(
      (character) => {
        const key = character.getEntity();
        return key !== null && content.getEntity(key).getType() === LINK_ENTITY;
      },
      (start, end) => {
        if (end > from && start < to)
          ranges.push({ block, start: Math.max(start, from), end: Math.min(end, to) });
      },
    );
  }
  return ranges;
}

/** Removes bold, italic, underline, strike, sizes, fonts and links from the selection. Inserts stay. */
export function cleanSelection(state: EditorState): EditorState {
  const selection = state.getSelection();
  if (selection.isCollapsed()) return state;
  let content = state.getCurrentContent();
  for (const style of INLINE_STYLE_NAMES)
    content = Modifier.removeInlineStyle(content, selection, style);
  for (const { block, start, end } of linkRanges(state)) {
    const range = selection.merge({
      anchorKey: block.getKey(),
      anchorOffset: start,
      focusKey: block.getKey(),
      focusOffset: end,
      isBackward: false,
    }) as typeof selection;
    content = Modifier.applyEntity(content, range, null);
  }
  const next = content.merge({
    selectionBefore: selection,
    selectionAfter: selection,
  }) as ContentState;
  return EditorState.push(state, next, 'change-inline-style');
}

/** The link under the cursor or selection start, if any. */
export function currentLink(state: EditorState): LinkData | null {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const offset = selection.isCollapsed()
    ? Math.max(0, selection.getStartOffset() - 1)
    : selection.getStartOffset();
  const key = block.getEntityAt(offset);
  if (!key || content.getEntity(key).getType() !== LINK_ENTITY) return null;
  return content.getEntity(key).getData() as LinkData;
}

/**
 * Makes the selection a link to `address` (kept only for http, https, mailto and tel, otherwise
 * a link without destination). With nothing selected, the address itself is inserted as the link.
 */
export function setLink(state: EditorState, address: string): EditorState {
  const data: LinkData = { url: safeLinkUrl(address) };
  const content = state.getCurrentContent().createEntity(LINK_ENTITY, 'MUTABLE', data);
  const entity = content.getLastCreatedEntityKey();
  const selection = state.getSelection();
  if (selection.isCollapsed()) {
    const text = address.trim();
    if (text === '') return state;
    const inserted = Modifier.insertText(
      content,
      selection,
      text,
      state.getCurrentInlineStyle(),
      entity,
    );
    return EditorState.push(state, inserted, 'insert-characters');
  }
  return EditorState.push(state, Modifier.applyEntity(content, selection, entity), 'apply-entity');
}

/** Removes links from the selection (or from the link around the cursor). */
export function removeLink(state: EditorState): EditorState {
  const selection = state.getSelection();
  if (!selection.isCollapsed()) return cleanLinksOnly(state);
  const block = state.getCurrentContent().getBlockForKey(selection.getStartKey());
  const offset = Math.max(0, selection.getStartOffset() - 1);
  const entity = block.getEntityAt(offset);
  const ranges: { start: number; end: number }[] = [];
  block.findEntityRanges(
    (character) => entity !== null && character.getEntity() === entity,
    (start, end) => {
      if (offset >= start && offset < end) ranges.push({ start, end });
    },
  );
  const range = ranges[0];
  if (!range) return state;
  const linkSelection = selection.merge({
    anchorOffset: range.start,
    focusOffset: range.end,
    isBackward: false,
  }) as typeof selection;
  const content = Modifier.applyEntity(state.getCurrentContent(), linkSelection, null);
  return EditorState.forceSelection(EditorState.push(state, content, 'apply-entity'), selection);
}

function cleanLinksOnly(state: EditorState): EditorState {
  let content = state.getCurrentContent();
  const selection = state.getSelection();
  for (const { block, start, end } of linkRanges(state)) {
    const range = selection.merge({
      anchorKey: block.getKey(),
      anchorOffset: start,
      focusKey: block.getKey(),
      focusOffset: end,
      isBackward: false,
    }) as typeof selection;
    content = Modifier.applyEntity(content, range, null);
  }
  return EditorState.push(state, content, 'apply-entity');
}
