import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './linkUrl';

describe('safeLinkUrl', () => {
  it.each([
    ['https://www.pathofexile.com/forum', 'https://www.pathofexile.com/forum'],
    ['http://poe.ninja/builds?class=Witch&a=1', 'http://poe.ninja/builds?class=Witch&a=1'],
    ['  HTTPS://Pobb.in/abc  ', 'HTTPS://Pobb.in/abc'],
    ['mailto:contact@exemple.fr', 'mailto:contact@exemple.fr'],
    ['tel:+33123456789', 'tel:+33123456789'],
    ['javascript:alert(1)', ''],
    ['JavaScript:alert(1)', ''],
    ['java\tscript:alert(1)', ''],
    ['data:text/html;base64,PHNjcmlwdD4=', ''],
    ['vbscript:msgbox', ''],
    ['ftp://exemple.fr/fichier', ''],
    ['file:///etc/passwd', ''],
    ['//exemple.fr', ''],
    ['/guide/12', ''],
    ['www.exemple.fr', ''],
    ['https:', ''],
    ['https:/x', ''],
    ['', ''],
  ])('%j keeps %j', (input, expected) => {
    expect(safeLinkUrl(input)).toBe(expected);
  });
});
