import { EditorState } from 'draft-js';

/** Draft's undo stack (Immutable's Stack, most recent on top). */
type UndoStack = ReturnType<EditorState['getUndoStack']>;

/** Edits closer together than this form one undo step (the spec's undo delay). */
export const UNDO_DELAY_MS = 2000;
/** Undo steps kept; the oldest go first. */
export const MAX_UNDO_STEPS = 500;

export interface History {
  state: EditorState;
  /** When the last edit happened, or null when the next edit must start a new step. */
  lastEditAt: number | null;
}

/** The undo stack with at most `max` steps, the most recent kept (the top of Draft's stack). */
export function capUndoStack(stack: UndoStack, max = MAX_UNDO_STEPS): UndoStack {
  return stack.size > max ? stack.take(max).toStack() : stack;
}

/**
 * Records an edit made by the author, replacing Draft's own grouping: an edit less than
 * `delay` after the previous one joins its step, a later one starts a new step (the content
 * before it is pushed), and the stack keeps at most `max` steps. A change that leaves the content
 * as it was (a new selection) records nothing.
 */
export function recordEdit(
  previous: History,
  next: EditorState,
  now: number,
  delay = UNDO_DELAY_MS,
  max = MAX_UNDO_STEPS,
): History {
  const before = previous.state;
  if (next.getCurrentContent() === before.getCurrentContent()) {
    return { state: next, lastEditAt: previous.lastEditAt };
  }
  const joins =
    previous.lastEditAt !== null &&
    now - previous.lastEditAt < delay &&
    before.getUndoStack().size > 0;
  const undoStack = joins
    ? before.getUndoStack()
    : capUndoStack(before.getUndoStack().push(before.getCurrentContent()), max);
  return {
    state: EditorState.set(joins ? keepStepStart(before, next) : next, {
      undoStack,
      redoStack: next.getRedoStack().clear(),
    }),
    lastEditAt: now,
  };
}

/**
 * Undoing a step puts the cursor where it was when the step began (Draft reads it from the
 * content's selectionBefore). An edit joining a step keeps that first position: the position
 * before this last edit may be in a block the step created, gone once it is undone.
 */
function keepStepStart(before: EditorState, next: EditorState): EditorState {
  const content = next.getCurrentContent();
  const start = before.getCurrentContent().getSelectionBefore();
  if (content.getSelectionBefore() === start) return next;
  const kept = content.set('selectionBefore', start) as typeof content;
  // Draft skips redrawing what the browser already drew; it must still recognise that content.
  const native = next.getNativelyRenderedContent();
  return EditorState.set(next, {
    currentContent: kept,
    nativelyRenderedContent: native === content ? kept : native,
  });
}

/** The state with a cursor that exists in its content (at the end, if it pointed elsewhere). */
function withValidSelection(state: EditorState): EditorState {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const valid =
    content.getBlockForKey(selection.getAnchorKey()) &&
    content.getBlockForKey(selection.getFocusKey());
  return valid ? state : EditorState.moveFocusToEnd(state);
}

/** One step back; the edit after it starts a new step. */
export function undo(history: History): History {
  return { state: withValidSelection(EditorState.undo(history.state)), lastEditAt: null };
}

/** One step forward again. */
export function redo(history: History): History {
  return { state: withValidSelection(EditorState.redo(history.state)), lastEditAt: null };
}
