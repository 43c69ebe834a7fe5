import type { EditorState } from 'draft-js';
import type { ReactNode } from 'react';
import {
  changeIndent,
  currentAlignment,
  currentBlockType,
  isRightToLeft,
  setAlignment,
  toggleBlockType,
  toggleDirection,
  toggleInlineStyle,
} from './formatting';
import type { Alignment, BlockType, InlineStyle } from './model';

/** Keys under `editor.` in the author's translations. */
export type ButtonLabel =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'quote'
  | 'code'
  | 'orderedList'
  | 'bulletList'
  | 'outdent'
  | 'indent'
  | 'alignLeft'
  | 'alignCenter'
  | 'alignRight'
  | 'alignJustify'
  | 'rtl';

export interface ToolbarButton {
  label: ButtonLabel;
  icon: ReactNode;
  shortcut?: string;
  /** Whether the button shows as pressed for the current selection; absent for actions. */
  pressed?: (state: EditorState) => boolean;
  apply: (state: EditorState) => EditorState;
}

function AlignIcon({ offsets }: { offsets: [number, number][] }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {offsets.map(([x1, x2], row) => (
        <line
          key={row}
          x1={x1}
          x2={x2}
          y1={3 + row * 3.5}
          y2={3 + row * 3.5}
          stroke="currentColor"
          strokeWidth="1.6"
        />
      ))}
    </svg>
  );
}

const inline = (
  label: ButtonLabel,
  style: InlineStyle,
  icon: ReactNode,
  shortcut?: string,
): ToolbarButton => ({
  label,
  icon,
  shortcut,
  pressed: (state) => state.getCurrentInlineStyle().has(style),
  apply: (state) => toggleInlineStyle(state, style),
});

const block = (label: ButtonLabel, type: BlockType, icon: ReactNode): ToolbarButton => ({
  label,
  icon,
  pressed: (state) => currentBlockType(state) === type,
  apply: (state) => toggleBlockType(state, type),
});

const align = (
  label: ButtonLabel,
  value: Alignment | null,
  offsets: [number, number][],
): ToolbarButton => ({
  label,
  icon: <AlignIcon offsets={offsets} />,
  pressed: (state) => currentAlignment(state) === value,
  apply: (state) => setAlignment(state, value),
});

/** The toolbar's buttons in groups, in the order the spec lists them. */
export const BUTTON_GROUPS: ToolbarButton[][] = [
  [
    inline('bold', 'BOLD', <b>B</b>, 'Ctrl+B'),
    inline('italic', 'ITALIC', <i>I</i>, 'Ctrl+I'),
    inline('underline', 'UNDERLINE', <u>U</u>, 'Ctrl+U'),
    inline('strike', 'STRIKETHROUGH', <s>S</s>),
  ],
  [
    block('quote', 'blockquote', '❝'),
    block('code', 'code-block', '{ }'),
    block('orderedList', 'ordered-list-item', '1.'),
    block('bulletList', 'unordered-list-item', '•'),
  ],
  [
    { label: 'outdent', icon: '⇤', apply: (state) => changeIndent(state, -1) },
    { label: 'indent', icon: '⇥', apply: (state) => changeIndent(state, 1) },
  ],
  [
    align('alignLeft', null, [
      [1, 15],
      [1, 10],
      [1, 15],
      [1, 10],
    ]),
    align('alignCenter', 'center', [
      [1, 15],
      [3.5, 12.5],
      [1, 15],
      [3.5, 12.5],
    ]),
    align('alignRight', 'right', [
      [1, 15],
      [6, 15],
      [1, 15],
      [6, 15],
    ]),
    align('alignJustify', 'justify', [
      [1, 15],
      [1, 15],
      [1, 15],
      [1, 15],
    ]),
    { label: 'rtl', icon: '⇠¶', pressed: isRightToLeft, apply: toggleDirection },
  ],
];
