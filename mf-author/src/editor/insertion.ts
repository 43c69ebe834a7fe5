import { EditorState, Modifier } from 'draft-js';
import { INSERT_CHARACTER, INSERT_ENTITY, type InsertData } from './model';

/**
 * Puts an inline image (one character carrying an INSERT entity) at the selection, replacing
 * what is selected, or at the very end when `atEnd` (the editor never had focus). The cursor
 * ends up just after it, so a sentence can go on: "Utilisez [gem] avec [gem]".
 */
export function insertImage(
  state: EditorState,
  attributes: Record<string, string>,
  atEnd: boolean,
): EditorState {
  const target = atEnd ? EditorState.moveSelectionToEnd(state) : state;
  const data: InsertData = { attributes };
  const content = target.getCurrentContent().createEntity(INSERT_ENTITY, 'IMMUTABLE', data);
  const entity = content.getLastCreatedEntityKey();
  const selection = target.getSelection();
  const next = selection.isCollapsed()
    ? Modifier.insertText(content, selection, INSERT_CHARACTER, undefined, entity)
    : Modifier.replaceText(content, selection, INSERT_CHARACTER, undefined, entity);
  return EditorState.push(target, next, 'insert-characters');
}
