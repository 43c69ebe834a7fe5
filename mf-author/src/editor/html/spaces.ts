import type { ContentBlock, ContentState } from 'draft-js';

const NBSP = '\u00a0';
/** Stands for a no-break space while draft-convert reads HTML, which would fold it away. */
export const KEPT_SPACE = '\ue000';

/**
 * Spaces HTML would fold (a run of spaces, a space at the start or end of a line) written as
 * no-break spaces, so the reader shows the spacing the author typed.
 * @example keepSpaces('a  b ') // 'a \u00a0b\u00a0'
 */
export function keepSpaces(text: string): string {
  return Array.from(text, (char, index) => {
    if (char !== ' ') return char;
    const before = index === 0 ? '\n' : text[index - 1];
    const after = index === text.length - 1 ? '\n' : text[index + 1];
    return before === ' ' || before === '\n' || after === '\n' ? NBSP : char;
  }).join('');
}

function mapText(content: ContentState, map: (block: ContentBlock) => string): ContentState {
  const blockMap = content.getBlockMap().map((block) => {
    if (!block) return block;
    const text = map(block);
    return text === block.getText() ? block : (block.set('text', text) as ContentBlock);
  });
  return content.set('blockMap', blockMap) as ContentState;
}

/** Before writing HTML: folded spaces kept (code blocks keep every space on their own). */
export function preserveSpaces(content: ContentState): ContentState {
  return mapText(content, (block) =>
    block.getType() === 'code-block' ? block.getText() : keepSpaces(block.getText()),
  );
}

/** After reading HTML: no-break spaces are plain spaces again, outside code blocks. */
export function restoreSpaces(content: ContentState): ContentState {
  return mapText(content, (block) =>
    block.getType() === 'code-block'
      ? block.getText().replaceAll(KEPT_SPACE, NBSP)
      : block.getText().replaceAll(KEPT_SPACE, ' ').replaceAll(NBSP, ' '),
  );
}
