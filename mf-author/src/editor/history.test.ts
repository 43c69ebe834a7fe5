import { ContentState, EditorState, Modifier } from 'draft-js';
import { describe, expect, it } from 'vitest';
import {
  capUndoStack,
  MAX_UNDO_STEPS,
  recordEdit,
  redo,
  undo,
  UNDO_DELAY_MS,
  type History,
} from './history';

function typed(state: EditorState, text: string): EditorState {
  const content = Modifier.insertText(state.getCurrentContent(), state.getSelection(), text);
  return EditorState.push(state, content, 'insert-characters');
}

function start(text = ''): History {
  return {
    state: EditorState.createWithContent(ContentState.createFromText(text)),
    lastEditAt: null,
  };
}

/** Types each letter at the given time, as the editor records them. */
function typeAt(history: History, edits: [string, number][]): History {
  return edits.reduce(
    (current, [text, at]) => recordEdit(current, typed(current.state, text), at),
    history,
  );
}

const text = (history: History) => history.state.getCurrentContent().getPlainText();

describe('recordEdit', () => {
  it.each([
    [
      'edits 1999 ms apart form one step',
      [
        ['a', 0],
        ['b', 1999],
      ],
      1,
    ],
    [
      'edits 2000 ms apart form two steps',
      [
        ['a', 0],
        ['b', 2000],
      ],
      2,
    ],
    [
      'a run of quick edits stays one step however long it lasts',
      [
        ['a', 0],
        ['b', 1500],
        ['c', 3000],
        ['d', 4500],
      ],
      1,
    ],
    [
      'a pause starts a new step',
      [
        ['a', 0],
        ['b', 100],
        ['c', 5000],
        ['d', 5100],
      ],
      2,
    ],
  ] as [string, [string, number][], number][])('%s', (_name, edits, steps) => {
    const history = typeAt(start(), edits);
    expect(history.state.getUndoStack().size).toBe(steps);
  });

  it('undoes a grouped step at once, down to the loaded text', () => {
    const history = typeAt(start('Salut'), [
      [' les', 0],
      [' exilés', 500],
    ]);
    expect(text(history)).toBe(' les exilésSalut');
    expect(text(undo(history))).toBe('Salut');
  });

  it('keeps steps apart across a pause, and redoes them', () => {
    const history = typeAt(start(), [
      ['a', 0],
      ['b', 10_000],
    ]);
    const once = undo(history);
    expect(text(once)).toBe('a');
    expect(text(undo(once))).toBe('');
    expect(text(redo(undo(once)))).toBe('a');
  });

  it('starts a new step after an undo, even right away, and drops the redo steps', () => {
    const undone = undo(
      typeAt(start(), [
        ['a', 0],
        ['b', 10_000],
      ]),
    );
    const after = recordEdit(undone, typed(undone.state, 'c'), 10_100);
    expect(after.state.getUndoStack().size).toBe(2);
    expect(after.state.getRedoStack().size).toBe(0);
  });

  it('records nothing for a change of selection', () => {
    const history = start('abc');
    const moved = EditorState.moveSelectionToEnd(history.state);
    const next = recordEdit(history, moved, 0);
    expect(next.state.getUndoStack().size).toBe(0);
    expect(next.lastEditAt).toBeNull();
  });

  it(`keeps at most ${MAX_UNDO_STEPS} steps, the most recent ones`, () => {
    let history = start();
    for (let index = 0; index < MAX_UNDO_STEPS + 20; index += 1) {
      history = recordEdit(history, typed(history.state, 'x'), index * (UNDO_DELAY_MS + 1));
    }
    expect(history.state.getUndoStack().size).toBe(MAX_UNDO_STEPS);
    let undone = history;
    for (let index = 0; index < MAX_UNDO_STEPS; index += 1) undone = undo(undone);
    // The 20 oldest steps are gone: undoing everything leaves their text.
    expect(text(undone)).toBe('x'.repeat(20));
  });
});

describe('undo after a step that made new blocks', () => {
  it('puts the cursor back where the step began, in a block that still exists', () => {
    const loaded = start('Salut');
    const atEnd = { ...loaded, state: EditorState.moveSelectionToEnd(loaded.state) };
    const split = (state: EditorState) =>
      EditorState.push(
        state,
        Modifier.splitBlock(state.getCurrentContent(), state.getSelection()),
        'split-block',
      );
    let history = recordEdit(atEnd, split(atEnd.state), 0);
    history = recordEdit(history, typed(history.state, 'x'), 100);
    history = recordEdit(history, split(history.state), 200);
    history = recordEdit(history, typed(history.state, 'y'), 300);
    const undone = undo(history);
    expect(text(undone)).toBe('Salut');
    const selection = undone.state.getSelection();
    expect(undone.state.getCurrentContent().getBlockForKey(selection.getAnchorKey())).toBeDefined();
    expect(selection.getAnchorOffset()).toBe(5);
  });
});

describe('capUndoStack', () => {
  it.each([
    [3, 5, 3],
    [5, 5, 5],
    [8, 5, 5],
  ])('a stack of %i capped at %i keeps %i', (size, max, kept) => {
    let stack = EditorState.createEmpty().getUndoStack();
    for (let index = 0; index < size; index += 1)
      stack = stack.push(ContentState.createFromText(String(index)));
    const capped = capUndoStack(stack, max);
    expect(capped.size).toBe(kept);
    expect(capped.first()?.getPlainText()).toBe(String(size - 1));
  });
});
