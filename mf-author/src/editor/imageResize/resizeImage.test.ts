import { describe, expect, it } from 'vitest';
import { clampWidth, resizedAttributes } from './resizeImage';

describe('resizedAttributes', () => {
  it('sets the width and scales a height the picture has', () => {
    expect(resizedAttributes({ src: '/a.png', width: '600', height: '400' }, 300, 2 / 3)).toEqual({
      src: '/a.png',
      width: '300',
      height: '200',
    });
  });

  it('leaves the height out when the picture had none', () => {
    expect(resizedAttributes({ src: '/a.png', alt: '' }, 250, 0.5)).toEqual({
      src: '/a.png',
      alt: '',
      width: '250',
    });
  });
});

describe('clampWidth', () => {
  it('keeps the width between 32 px and the column, in whole pixels', () => {
    expect(clampWidth(10, 700)).toBe(32);
    expect(clampWidth(900, 700)).toBe(700);
    expect(clampWidth(350.6, 700)).toBe(351);
  });
});
