import { EditorState, Modifier, RichUtils, type DraftHandleValue } from 'draft-js';
import type { KeyboardEvent } from 'react';
import { REDO_COMMAND, UNDO_COMMAND } from './editorBehaviour';
import { currentBlockType } from './formatting';
import { htmlToContent } from './html/fromHtml';
import { codeBlockReturn, splitBlockReturn } from './returnKey';

/** Draft's keyboard and paste handlers of the editor, each edit going through `edit`. */
export function useDraftHandlers(
  editorKey: string,
  edit: (next: EditorState) => void,
  undo: () => void,
  redo: () => void,
) {
  const handleKeyCommand = (command: string, editorState: EditorState): DraftHandleValue => {
    if (command === UNDO_COMMAND) undo();
    else if (command === REDO_COMMAND) redo();
    // Inline code is no format of the guides (Quill had none): Ctrl+J does nothing.
    else if (command !== 'code') {
      const next = RichUtils.handleKeyCommand(editorState, command);
      if (!next) return 'not-handled';
      edit(next);
    }
    return 'handled';
  };
  const handleReturn = (event: KeyboardEvent, editorState: EditorState): DraftHandleValue => {
    if (currentBlockType(editorState) === 'code-block') edit(codeBlockReturn(editorState));
    else if (event.shiftKey) edit(RichUtils.insertSoftNewline(editorState));
    else {
      const next = splitBlockReturn(editorState);
      if (!next) return 'not-handled';
      edit(next);
    }
    return 'handled';
  };
  // HTML from elsewhere goes through the same reading as saved HTML (Quill classes, inserts,
  // safe links); a copy made in this very editor is left to Draft, which keeps it exactly.
  const handlePastedText = (
    _text: string,
    html: string | undefined,
    editorState: EditorState,
  ): DraftHandleValue => {
    if (!html || html.includes(editorKey)) return 'not-handled';
    const pasted = htmlToContent(html).getBlockMap();
    const content = Modifier.replaceWithFragment(
      editorState.getCurrentContent(),
      editorState.getSelection(),
      pasted,
    );
    edit(EditorState.push(editorState, content, 'insert-fragment'));
    return 'handled';
  };

  return { handleKeyCommand, handleReturn, handlePastedText };
}
