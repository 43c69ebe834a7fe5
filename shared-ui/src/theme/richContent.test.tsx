// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { richContentStyles } from './richContent';
import { theme } from './theme';

afterEach(cleanup);

const Content = styled.div`
  ${richContentStyles}
`;

function styleOf(html: string, selector: string) {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Content dangerouslySetInnerHTML={{ __html: html }} />
    </ThemeProvider>,
  );
  const element = container.querySelector(selector);
  if (!element) throw new Error(`${selector} introuvable`);
  return getComputedStyle(element);
}

describe('richContentStyles', () => {
  it.each([
    ['<span class="ql-size-small">a</span>', '.ql-size-small', 'font-size', '10px'],
    ['<span class="ql-size-large">a</span>', '.ql-size-large', 'font-size', '18px'],
    ['<span class="ql-size-huge">a</span>', '.ql-size-huge', 'font-size', '32px'],
    [
      '<span class="ql-font-serif">a</span>',
      '.ql-font-serif',
      'font-family',
      'Georgia, "Times New Roman", serif',
    ],
    ['<p class="ql-align-center">a</p>', 'p', 'text-align', 'center'],
    ['<p class="ql-align-right">a</p>', 'p', 'text-align', 'right'],
    ['<p class="ql-align-justify">a</p>', 'p', 'text-align', 'justify'],
    ['<p class="ql-direction-rtl">a</p>', 'p', 'direction', 'rtl'],
    ['<p class="ql-indent-2">a</p>', 'p', 'padding-inline-start', '6em'],
    ['<p class="ql-indent-8">a</p>', 'p', 'padding-inline-start', '24em'],
    ['<p><img class="gem-insert" src="/g.png" alt="g"></p>', 'img', 'width', '50px'],
    ['<p><img class="currency-insert" src="/c.png" alt="c"></p>', 'img', 'height', '48px'],
    ['<p><img class="item-insert" src="/i.png" alt="i"></p>', 'img', 'vertical-align', 'middle'],
    ['<p><img class="gem-insert" src="/g.png" alt="g"></p>', 'img', 'display', 'inline-block'],
    ['<ol><li>a<ol><li>b</li></ol></li></ol>', 'ol ol', 'list-style-type', 'lower-alpha'],
    ['<pre>code</pre>', 'pre', 'white-space', 'pre-wrap'],
  ])('%s: %s has %s %s', (html, selector, property, value) => {
    expect(styleOf(html, selector).getPropertyValue(property)).toBe(value);
  });
});
