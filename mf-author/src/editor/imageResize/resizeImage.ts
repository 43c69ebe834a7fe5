import { EditorState, Modifier, SelectionState, type ContentState } from 'draft-js';
import { INSERT_ENTITY, type InsertData } from '../model';

/** Smallest width a picture can be given, so that it never shrinks out of reach of the handles. */
export const MIN_WIDTH = 32;
/** Arrow keys change the width by this much, Shift+arrow and the −/+ buttons by the second. */
export const STEP = 10;
export const BIG_STEP = 50;

interface Range {
  blockKey: string;
  start: number;
  end: number;
}

/** Where the entity `entityKey` sits in the text, if it still does. */
export function findEntity(content: ContentState, entityKey: string): Range | null {
  for (const block of content.getBlocksAsArray()) {
    let found: Range | null = null;
    block.findEntityRanges(
      (character) => character.getEntity() === entityKey,
      (start, end) => {
        found ??= { blockKey: block.getKey(), start, end };
      },
    );
    if (found) return found;
  }
  return null;
}

/** The attributes of a plain picture (an insert without a gem, currency or item class). */
export function plainImage(
  content: ContentState,
  entityKey: string,
): Record<string, string> | null {
  let entity;
  try {
    entity = content.getEntity(entityKey);
  } catch {
    // An entity key from an earlier content (undo took the picture away).
    return null;
  }
  if (entity.getType() !== INSERT_ENTITY) return null;
  const { attributes } = entity.getData() as InsertData;
  return attributes.class ? null : attributes;
}

/**
 * The plain picture the selection covers exactly (Shift+arrow over it), which the keyboard
 * resizes; null otherwise.
 */
export function selectedImage(state: EditorState): string | null {
  const selection = state.getSelection();
  if (selection.getAnchorKey() !== selection.getFocusKey()) return null;
  if (selection.getEndOffset() - selection.getStartOffset() !== 1) return null;
  const block = state.getCurrentContent().getBlockForKey(selection.getStartKey());
  const key = block?.getEntityAt(selection.getStartOffset()) ?? null;
  return key && plainImage(state.getCurrentContent(), key) ? key : null;
}

/** A width within [MIN_WIDTH, maxWidth], in whole pixels. */
export function clampWidth(width: number, maxWidth: number): number {
  return Math.round(Math.min(Math.max(width, MIN_WIDTH), Math.max(maxWidth, MIN_WIDTH)));
}

/**
 * The picture's attributes at `width`: the height follows with the same `ratio` (height / width)
 * when the picture has one, and stays out when it has none (the reader's `height: auto` keeps
 * the proportions).
 */
export function resizedAttributes(
  attributes: Record<string, string>,
  width: number,
  ratio: number,
): Record<string, string> {
  const next: Record<string, string> = { ...attributes, width: String(width) };
  if (attributes.height !== undefined && attributes.height !== '' && ratio > 0) {
    next.height = String(Math.round(width * ratio));
  }
  return next;
}

/**
 * Gives the picture of `entityKey` the width `width` (height by `ratio`). A new entity is put on
 * its character, rather than the old one's data changed in place, so that Draft redraws the
 * block and undo brings the previous size back. Returns the new state and the new entity's key.
 */
export function resizeImage(
  state: EditorState,
  entityKey: string,
  width: number,
  ratio: number,
): { state: EditorState; entityKey: string } | null {
  const content = state.getCurrentContent();
  const attributes = plainImage(content, entityKey);
  const range = findEntity(content, entityKey);
  if (!attributes || !range) return null;
  const data: InsertData = { attributes: resizedAttributes(attributes, width, ratio) };
  const withEntity = content.createEntity(INSERT_ENTITY, 'IMMUTABLE', data);
  const created = withEntity.getLastCreatedEntityKey();
  const target = SelectionState.createEmpty(range.blockKey).merge({
    anchorOffset: range.start,
    focusOffset: range.end,
  });
  const applied = Modifier.applyEntity(withEntity, target, created);
  const pushed = EditorState.push(state, applied, 'apply-entity');
  return { state: EditorState.acceptSelection(pushed, state.getSelection()), entityKey: created };
}
