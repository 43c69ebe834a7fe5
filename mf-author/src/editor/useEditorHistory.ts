import { EditorState, type ContentState } from 'draft-js';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { decorator } from './decorators';
import { recordEdit, redo, undo, type History } from './history';
import { contentToHtml } from './html/toHtml';
import { htmlToContent } from './html/fromHtml';

/** How long after the last edit its HTML is written (sooner when the editor loses focus). */
export const HTML_DELAY_MS = 250;

interface Model {
  history: History;
  resetKey: string | number | undefined;
}

function load(html: string, resetKey: string | number | undefined): Model {
  const state = EditorState.createWithContent(htmlToContent(html), decorator);
  // Loading is not an edit: nothing to undo.
  return { history: { state, lastEditAt: null }, resetKey };
}

/**
 * The editor's state with its undo history, loaded from `value` on mount and when `resetKey`
 * changes. Every edit goes through `edit` (grouped for undo) and reaches `onChange` as HTML
 * once typing pauses, or at once on `flush` (the editor losing focus, the editor unmounted).
 */
export function useEditorHistory(
  value: string,
  resetKey: string | number | undefined,
  onChange: (html: string) => void,
) {
  const [model, setModel] = useState(() => load(value, resetKey));
  if (model.resetKey !== resetKey) setModel(load(value, resetKey));

  // Draft may report several changes before React renders again: the latest is kept here.
  const latest = useRef(model.history);
  const onChangeRef = useRef(onChange);
  const loadedKey = useRef(model.resetKey);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Writes the HTML of the latest content now, if an edit is waiting for it. */
  const flush = useCallback(() => {
    if (pending.current === null) return;
    clearTimeout(pending.current);
    pending.current = null;
    onChangeRef.current(contentToHtml(latest.current.state.getCurrentContent()));
  }, []);

  useLayoutEffect(() => {
    latest.current = model.history;
    onChangeRef.current = onChange;
    if (loadedKey.current !== model.resetKey) {
      // A new document was loaded: an edit of the previous one is not reported over it.
      loadedKey.current = model.resetKey;
      if (pending.current !== null) clearTimeout(pending.current);
      pending.current = null;
    }
  });
  useEffect(() => flush, [flush]);

  const commit = useCallback((next: History) => {
    const before: ContentState = latest.current.state.getCurrentContent();
    latest.current = next;
    setModel((current) => ({ ...current, history: next }));
    if (next.state.getCurrentContent() === before) return;
    // Writing HTML costs about 0.5 ms a paragraph: once typing pauses, not at every key.
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = null;
      onChangeRef.current(contentToHtml(latest.current.state.getCurrentContent()));
    }, HTML_DELAY_MS);
  }, []);

  const edit = useCallback(
    (next: EditorState) => commit(recordEdit(latest.current, next, Date.now())),
    [commit],
  );
  const current = useCallback(() => latest.current.state, []);

  return {
    state: model.history.state,
    current,
    edit,
    flush,
    undo: useCallback(() => commit(undo(latest.current)), [commit]),
    redo: useCallback(() => commit(redo(latest.current)), [commit]),
  };
}
