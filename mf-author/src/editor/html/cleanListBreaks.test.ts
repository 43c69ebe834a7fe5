import { describe, expect, it } from 'vitest';
import { cleanListBreaks } from './cleanListBreaks';

describe('cleanListBreaks', () => {
  it.each([
    [
      'an empty line before a list',
      '<p>a</p><p><br /></p><ul><li>b</li></ul>',
      '<p>a</p><ul><li>b</li></ul>',
    ],
    [
      'several empty lines before a list',
      '<p><br /></p><p><br></p><ol><li>b</li></ol>',
      '<ol><li>b</li></ol>',
    ],
    [
      'an empty aligned line before a list',
      '<p class="ql-align-center"><br /></p><ul><li>b</li></ul>',
      '<ul><li>b</li></ul>',
    ],
    [
      'an empty line after a list',
      '<ul><li>b</li></ul><p><br /></p><p>c</p>',
      '<ul><li>b</li></ul><p>c</p>',
    ],
    ['an empty heading after a list', '<ol><li>b</li></ol><h2><br /></h2>', '<ol><li>b</li></ol>'],
    [
      'an empty item',
      '<ul><li>a</li><li><br /></li><li>b</li></ul>',
      '<ul><li>a</li><li>b</li></ul>',
    ],
    ['a break between items', '<ul><li>a</li><br><li>b</li></ul>', '<ul><li>a</li><li>b</li></ul>'],
    ['breaks at the edges of an item', '<ul><li><br />a<br /></li></ul>', '<ul><li>a</li></ul>'],
    [
      'a break before a nested list',
      '<ul><li>a<br /><ul><li>b</li></ul></li></ul>',
      '<ul><li>a<ul><li>b</li></ul></li></ul>',
    ],
    ['a list left empty', '<p>a</p><ul><li><br /></li></ul>', '<p>a</p>'],
    [
      'keeps an empty line between paragraphs',
      '<p>a</p><p><br /></p><p>b</p>',
      '<p>a</p><p><br /></p><p>b</p>',
    ],
    ['keeps a break inside an item', '<ul><li>a<br />b</li></ul>', '<ul><li>a<br />b</li></ul>'],
    [
      'keeps a break in a paragraph before a list',
      '<p>a<br />b</p><ul><li>c</li></ul>',
      '<p>a<br />b</p><ul><li>c</li></ul>',
    ],
    ['nothing to clean', '<h1>t</h1>', '<h1>t</h1>'],
  ])('%s', (_name, html, expected) => {
    expect(cleanListBreaks(html)).toBe(expected);
  });
});
