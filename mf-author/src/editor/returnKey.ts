import { EditorState, Modifier, RichUtils, type ContentBlock, type ContentState } from 'draft-js';
import { changeIndent, isList } from './formatting';

/**
 * Enter inside a code block: a new line in the same block, so the code stays one box; Enter on
 * an empty last line leaves the block and starts a paragraph.
 */
export function codeBlockReturn(state: EditorState): EditorState {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const atEnd = selection.isCollapsed() && selection.getStartOffset() === block.getLength();
  if (!atEnd || !block.getText().endsWith('\n')) return RichUtils.insertSoftNewline(state);
  const lastNewline = selection.merge({
    anchorOffset: block.getLength() - 1,
    focusOffset: block.getLength(),
    isBackward: false,
  }) as typeof selection;
  const trimmed = Modifier.removeRange(content, lastNewline, 'backward');
  const split = Modifier.splitBlock(trimmed, trimmed.getSelectionAfter());
  const paragraph = Modifier.setBlockType(split, split.getSelectionAfter(), 'unstyled');
  return EditorState.push(state, paragraph, 'split-block');
}

/**
 * Enter outside code blocks, as Quill did it: the new line keeps the alignment and direction;
 * after a heading it is a paragraph; an empty list item steps out one level, then out of the
 * list. Returns null when Draft's own Enter fits (a selection over several characters).
 */
export function splitBlockReturn(state: EditorState): EditorState | null {
  const selection = state.getSelection();
  if (!selection.isCollapsed()) return null;
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const type = block.getType();
  if (isList(type) && block.getText() === '') {
    return block.getDepth() > 0 ? changeIndent(state, -1) : RichUtils.toggleBlockType(state, type);
  }
  const split = Modifier.splitBlock(content, selection);
  const below = split.getBlockForKey(split.getSelectionAfter().getStartKey());
  const atEnd = selection.getStartOffset() === block.getLength();
  const heading = type.startsWith('header-');
  const next = below.merge({
    data: block.getData(),
    type: heading && atEnd ? 'unstyled' : below.getType(),
  }) as ContentBlock;
  const result = split.set(
    'blockMap',
    split.getBlockMap().set(next.getKey(), next),
  ) as ContentState;
  return EditorState.push(state, result, 'split-block');
}
