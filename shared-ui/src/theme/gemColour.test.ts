import { describe, expect, it } from 'vitest';
import { gemColour } from './gemColour';

describe('gemColour', () => {
  it.each([
    ['red', '#e24a4a'],
    ['rouge', '#e24a4a'],
    ['green', '#4ae24a'],
    ['vert', '#4ae24a'],
    ['blue', '#4a90e2'],
    ['bleu', '#4a90e2'],
    ['Bleu ', '#4a90e2'],
    ['RED', '#e24a4a'],
    ['white', '#ffffff'],
    ['', '#ffffff'],
    ['violet', '#ffffff'],
  ])('maps %j to %s', (name, expected) => {
    expect(gemColour(name)).toBe(expected);
  });
});
