import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './imageUrl';

describe('isHttpUrl', () => {
  it.each([
    ['https://i.imgur.com/capture.png', true],
    ['http://exemple.fr/a.jpg', true],
    ['  https://exemple.fr/espaces.png  ', true],
    ['HTTPS://EXEMPLE.FR/A.PNG', true],
    ['ftp://exemple.fr/a.png', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['javascript:alert(1)', false],
    ['/uploads/a.png', false],
    ['exemple.fr/a.png', false],
    ['', false],
  ])('%s → %s', (text, accepted) => {
    expect(isHttpUrl(text)).toBe(accepted);
  });
});
