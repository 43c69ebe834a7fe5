// @vitest-environment jsdom
import { EditorState, SelectionState } from 'draft-js';
import { describe, expect, it } from 'vitest';
import {
  changeIndent,
  setAlignment,
  setGroupStyle,
  toggleBlockType,
  toggleDirection,
  toggleInlineStyle,
} from './formatting';
import { cleanSelection, removeLink, setLink } from './links';
import { codeBlockReturn, splitBlockReturn } from './returnKey';
import { contentToHtml } from './html/toHtml';
import { htmlToContent } from './html/fromHtml';
import { insertImage } from './insertion';
import { gemAttributes } from './inserts';

function load(html: string): EditorState {
  return EditorState.createWithContent(htmlToContent(html));
}

/** Selects from `start` to `end` in block `from` (and block `to`, when given). */
function select(state: EditorState, start: number, end: number, from = 0, to = from): EditorState {
  const keys = state
    .getCurrentContent()
    .getBlocksAsArray()
    .map((block) => block.getKey());
  const selection = SelectionState.createEmpty(keys[from] ?? '').merge({
    anchorOffset: start,
    focusKey: keys[to] ?? '',
    focusOffset: end,
  }) as SelectionState;
  return EditorState.forceSelection(state, selection);
}

const html = (state: EditorState) => contentToHtml(state.getCurrentContent());

const gem = gemAttributes({
  name: 'Arc',
  icon: '/a.png',
  tags: ['Spell'],
  couleur: 'blue',
  description: '',
  levelRequired: 1,
});

describe('formatting the selection', () => {
  it.each([
    [
      'bold',
      (s: EditorState) => toggleInlineStyle(s, 'BOLD'),
      '<p><strong>Salut</strong> les exilés</p>',
    ],
    [
      'italic',
      (s: EditorState) => toggleInlineStyle(s, 'ITALIC'),
      '<p><em>Salut</em> les exilés</p>',
    ],
    [
      'underline',
      (s: EditorState) => toggleInlineStyle(s, 'UNDERLINE'),
      '<p><u>Salut</u> les exilés</p>',
    ],
    [
      'strike',
      (s: EditorState) => toggleInlineStyle(s, 'STRIKETHROUGH'),
      '<p><s>Salut</s> les exilés</p>',
    ],
    [
      'huge size',
      (s: EditorState) => setGroupStyle(s, 'size', 'SIZE_HUGE'),
      '<p><span class="ql-size-huge">Salut</span> les exilés</p>',
    ],
    [
      'serif font',
      (s: EditorState) => setGroupStyle(s, 'font', 'FONT_SERIF'),
      '<p><span class="ql-font-serif">Salut</span> les exilés</p>',
    ],
    [
      'heading 2',
      (s: EditorState) => toggleBlockType(s, 'header-two'),
      '<h2>Salut les exilés</h2>',
    ],
    [
      'quote',
      (s: EditorState) => toggleBlockType(s, 'blockquote'),
      '<blockquote>Salut les exilés</blockquote>',
    ],
    [
      'code block',
      (s: EditorState) => toggleBlockType(s, 'code-block'),
      '<pre>Salut les exilés</pre>',
    ],
    [
      'bullet list',
      (s: EditorState) => toggleBlockType(s, 'unordered-list-item'),
      '<ul><li>Salut les exilés</li></ul>',
    ],
    [
      'ordered list',
      (s: EditorState) => toggleBlockType(s, 'ordered-list-item'),
      '<ol><li>Salut les exilés</li></ol>',
    ],
    [
      'centred',
      (s: EditorState) => setAlignment(s, 'center'),
      '<p class="ql-align-center">Salut les exilés</p>',
    ],
    [
      'justified',
      (s: EditorState) => setAlignment(s, 'justify'),
      '<p class="ql-align-justify">Salut les exilés</p>',
    ],
    ['right to left', toggleDirection, '<p class="ql-direction-rtl">Salut les exilés</p>'],
    [
      'indented twice',
      (s: EditorState) => changeIndent(changeIndent(s, 1), 1),
      '<p class="ql-indent-2">Salut les exilés</p>',
    ],
    [
      'a link',
      (s: EditorState) => setLink(s, 'https://poe.ninja'),
      '<p><a href="https://poe.ninja">Salut</a> les exilés</p>',
    ],
    [
      'a refused link',
      (s: EditorState) => setLink(s, 'javascript:alert(1)'),
      '<p><a>Salut</a> les exilés</p>',
    ],
  ])('%s', (_name, apply, expected) => {
    expect(html(apply(select(load('<p>Salut les exilés</p>'), 0, 5)))).toBe(expected);
  });

  it('a size replaces another size, and none brings the normal size back', () => {
    const large = setGroupStyle(select(load('<p>Salut</p>'), 0, 5), 'size', 'SIZE_LARGE');
    const small = setGroupStyle(large, 'size', 'SIZE_SMALL');
    expect(html(small)).toBe('<p><span class="ql-size-small">Salut</span></p>');
    expect(html(setGroupStyle(small, 'size', null))).toBe('<p>Salut</p>');
  });

  it('alignment applies to every selected block and goes back to the start', () => {
    const state = setAlignment(select(load('<p>a</p><p>b</p><p>c</p>'), 0, 1, 0, 1), 'right');
    expect(html(state)).toBe(
      '<p class="ql-align-right">a</p><p class="ql-align-right">b</p><p>c</p>',
    );
    expect(html(setAlignment(state, null))).toBe('<p>a</p><p>b</p><p>c</p>');
  });

  it('indentation stays between 0 and 8, and nests list items', () => {
    let state = select(load('<p>a</p>'), 0, 1);
    for (let step = 0; step < 12; step += 1) state = changeIndent(state, 1);
    expect(html(state)).toBe('<p class="ql-indent-8">a</p>');
    expect(html(changeIndent(select(load('<p>a</p>'), 0, 1), -1))).toBe('<p>a</p>');
    const list = changeIndent(select(load('<ul><li>a</li><li>b</li></ul>'), 0, 1, 1), 1);
    expect(html(list)).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
  });

  it('clean removes styles, sizes, fonts and links but keeps inserts and blocks', () => {
    const source =
      '<h2><strong>Gras</strong> <span class="ql-size-huge"><em>énorme</em></span> ' +
      '<a href="https://poe.ninja"><u>lien</u></a> <img class="gem-insert" src="/a.png" alt="Arc" /></h2>';
    const state = select(load(source), 0, 18);
    expect(html(cleanSelection(state))).toBe(
      '<h2>Gras énorme lien <img class="gem-insert" src="/a.png" alt="Arc" /></h2>',
    );
  });

  it('clean touches only the selection', () => {
    const state = select(load('<p><strong>abcdef</strong></p>'), 2, 4);
    expect(html(cleanSelection(state))).toBe('<p><strong>ab</strong>cd<strong>ef</strong></p>');
  });

  it('removes the link around the cursor', () => {
    const state = select(load('<p>voir <a href="https://poe.ninja">poe.ninja</a> ici</p>'), 7, 7);
    expect(html(removeLink(state))).toBe('<p>voir poe.ninja ici</p>');
  });

  it('a link with nothing selected inserts its address as the text', () => {
    expect(html(setLink(select(load('<p>voir </p>'), 5, 5), 'mailto:a@b.fr'))).toBe(
      '<p>voir <a href="mailto:a@b.fr">mailto:a@b.fr</a></p>',
    );
  });
});

describe('code blocks', () => {
  it('Enter adds a line to the block; Enter on an empty last line leaves it', () => {
    let state = EditorState.moveSelectionToEnd(load('<pre>let a = 1;</pre>'));
    state = codeBlockReturn(state);
    expect(html(state)).toBe('<pre>let a = 1;\n</pre>');
    state = codeBlockReturn(state);
    expect(
      state
        .getCurrentContent()
        .getBlocksAsArray()
        .map((block) => block.getType()),
    ).toEqual(['code-block', 'unstyled']);
    expect(html(state)).toBe('<pre>let a = 1;</pre><p><br /></p>');
  });
});

describe('Enter', () => {
  const enter = (state: EditorState) => splitBlockReturn(state) ?? state;

  it('after a heading starts a paragraph that keeps the alignment', () => {
    const state = enter(
      EditorState.moveSelectionToEnd(
        load('<h2 class="ql-align-center ql-direction-rtl">Titre</h2>'),
      ),
    );
    expect(html(insertImage(state, { src: '/p.png', alt: '' }, false))).toBe(
      '<h2 class="ql-align-center ql-direction-rtl">Titre</h2><p class="ql-align-center ql-direction-rtl"><img src="/p.png" alt="" /></p>',
    );
  });

  it('inside a heading splits it in two headings', () => {
    expect(html(enter(select(load('<h3>ab</h3>'), 1, 1)))).toBe('<h3>a</h3><h3>b</h3>');
  });

  it('on an empty list item steps out one level, then out of the list', () => {
    let state = EditorState.moveSelectionToEnd(load('<ul><li>a<ul><li>b</li></ul></li></ul>'));
    state = enter(state);
    expect(state.getCurrentContent().getLastBlock().getDepth()).toBe(1);
    state = enter(state);
    expect(state.getCurrentContent().getLastBlock().getDepth()).toBe(0);
    expect(state.getCurrentContent().getLastBlock().getType()).toBe('unordered-list-item');
    state = enter(state);
    expect(state.getCurrentContent().getLastBlock().getType()).toBe('unstyled');
  });

  it('leaves a selection over characters to Draft', () => {
    expect(splitBlockReturn(select(load('<p>abc</p>'), 0, 2))).toBeNull();
  });
});

describe('insertImage', () => {
  it('puts the insert inline at the cursor', () => {
    const state = insertImage(select(load('<p>Utilisez  avec</p>'), 9, 9), gem, false);
    expect(html(state)).toBe(
      '<p>Utilisez <img class="gem-insert" src="/a.png" alt="Arc" width="50" height="50" data-name="Arc" data-icon="/a.png" data-tags="Spell" data-couleur="blue" data-description data-levelrequired="1" /> avec</p>',
    );
  });

  it('goes at the very end when the editor never had focus', () => {
    const state = insertImage(
      select(load('<p>a</p><p>b</p>'), 0, 0),
      { src: '/p.png', alt: '' },
      true,
    );
    expect(html(state)).toBe('<p>a</p><p>b<img src="/p.png" alt="" /></p>');
  });

  it('replaces the selected text', () => {
    const state = insertImage(
      select(load('<p>un deux trois</p>'), 3, 7),
      { src: '/p.png', alt: 'x' },
      false,
    );
    expect(html(state)).toBe('<p>un <img src="/p.png" alt="x" /> trois</p>');
  });
});
