import { RICH_LIST_NUMBERING, RICH_MAX_INDENT, richContentStyles, styled } from 'shared-ui';

/** Height bounds from the spec: at least 330 px, at most 750 px (600 on the build form). */
export const MIN_HEIGHT_PX = 330;
export const DEFAULT_MAX_HEIGHT_PX = 750;

const depths = Array.from({ length: RICH_MAX_INDENT + 1 }, (_, depth) => depth);

// Draft writes every list item in one flat list (its own depth classes stop at 4, so
// blockStyleFn adds rich-list-depth-N up to 8). Draft.css is not loaded (a remote's global CSS
// would leak into the shell): its list rules are rebuilt here with the reader's numbering
// (1. a. i.) and indentation (1.5em a level).
const listRules = depths
  .map((depth) => {
    const item = `.rich-list-depth-${depth}`;
    const numbering = RICH_LIST_NUMBERING[depth % RICH_LIST_NUMBERING.length];
    return `
      ${item} { margin-inline-start: ${1.5 * (depth + 1)}em; }
      .public-DraftStyleDefault-orderedListItem${item}::before {
        content: counter(ol${depth}, ${numbering}) '. ';
        counter-increment: ol${depth};
      }
      ${item}.public-DraftStyleDefault-reset { counter-reset: ol${depth}; }
    `;
  })
  .join('\n');

export const EditorFrame = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

export const EditorScroll = styled.div<{ $maxHeight: number }>`
  min-height: ${MIN_HEIGHT_PX}px;
  max-height: ${({ $maxHeight }) => Math.max($maxHeight, MIN_HEIGHT_PX)}px;
  position: relative;
  overflow-y: auto;
  /* The editor's width comes from the form, never from what is in it: a picture wider than a
     phone (its max-width alone does not count when the form measures its content) stays inside. */
  contain: inline-size;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: text;
  ${richContentStyles}

  .DraftEditor-root,
  .DraftEditor-editorContainer {
    position: relative;
  }
  .DraftEditor-editorContainer {
    z-index: 1;
  }
  .public-DraftEditor-content {
    min-height: ${MIN_HEIGHT_PX - 20}px;
    outline: none;
    white-space: pre-wrap;
  }
  .public-DraftStyleDefault-block {
    position: relative;
    white-space: pre-wrap;
  }
  .public-DraftEditorPlaceholder-root {
    position: absolute;
    width: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  .DraftEditorPlaceholder-hidden {
    display: none;
  }

  /* Draft nests each code line in the wrapper <pre>: one box, not one per line. */
  .public-DraftStyleDefault-pre pre {
    margin: 0;
    padding: 0;
    background: none;
  }

  .public-DraftStyleDefault-ul,
  .public-DraftStyleDefault-ol {
    margin: 0;
    padding: 0;
  }
  .public-DraftStyleDefault-unorderedListItem {
    list-style-type: square;
  }
  .public-DraftStyleDefault-unorderedListItem.rich-list-depth-0 {
    list-style-type: disc;
  }
  .public-DraftStyleDefault-unorderedListItem.rich-list-depth-1 {
    list-style-type: circle;
  }
  .public-DraftStyleDefault-orderedListItem {
    position: relative;
    list-style-type: none;
  }
  .public-DraftStyleDefault-orderedListItem::before {
    position: absolute;
    inset-inline-start: -2.25em;
    width: 2em;
    text-align: end;
  }
  ${listRules}

  /* An insert: the picture as the background of its one character, which is invisible. */
  .rich-insert {
    display: inline-block;
    min-width: 16px;
    min-height: 16px;
    max-width: 100%;
    overflow: hidden;
    vertical-align: middle;
    background: center / 100% 100% no-repeat;
    color: transparent;
    font-size: 1px;
    line-height: 1;
    letter-spacing: var(--insert-spacing);
    user-select: none;
  }
`;
