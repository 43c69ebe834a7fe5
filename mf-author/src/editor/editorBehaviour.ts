import {
  getDefaultKeyBinding,
  KeyBindingUtil,
  type ContentBlock,
  type DraftStyleMap,
  type EditorState,
} from 'draft-js';
import type { KeyboardEvent } from 'react';
import { RICH_TEXT_FONTS, RICH_TEXT_SIZES } from 'shared-ui';
import { isList } from './formatting';
import { blockClasses, type BlockFormat } from './model';

/** Sizes and fonts in the editor, at the values the reader's classes give them. */
export const styleMap: DraftStyleMap = {
  SIZE_SMALL: { fontSize: RICH_TEXT_SIZES.small },
  SIZE_LARGE: { fontSize: RICH_TEXT_SIZES.large },
  SIZE_HUGE: { fontSize: RICH_TEXT_SIZES.huge },
  FONT_SERIF: { fontFamily: RICH_TEXT_FONTS.serif },
  FONT_MONOSPACE: { fontFamily: RICH_TEXT_FONTS.monospace },
};

/**
 * A block's classes in the editor are the ones its HTML will carry, so the shared rich-content
 * styles show it as the reader will. List items show their depth through rich-list-depth-N.
 */
export function blockStyle(block: ContentBlock): string {
  const format = block.getData().toObject() as BlockFormat;
  const listItem = isList(block.getType());
  const classes = blockClasses(format, listItem ? 0 : block.getDepth());
  if (listItem) classes.push(`rich-list-depth-${block.getDepth()}`);
  return classes.join(' ');
}

export const UNDO_COMMAND = 'rich-undo';
export const REDO_COMMAND = 'rich-redo';

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac), through the editor's own history. */
export function keyBinding(event: KeyboardEvent): string | null {
  if (KeyBindingUtil.hasCommandModifier(event)) {
    const key = event.key.toLowerCase();
    if (key === 'z') return event.shiftKey ? REDO_COMMAND : UNDO_COMMAND;
    if (key === 'y') return REDO_COMMAND;
  }
  return getDefaultKeyBinding(event);
}

/** The placeholder shows only on an empty first paragraph (elsewhere it would be misplaced). */
export function showsPlaceholder(state: EditorState): boolean {
  const content = state.getCurrentContent();
  return !content.hasText() && content.getFirstBlock().getType() === 'unstyled';
}
