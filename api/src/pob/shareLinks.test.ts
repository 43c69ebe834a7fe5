import { describe, expect, it } from 'vitest';
import { shareLink } from './shareLinks.js';

describe('shareLink', () => {
  it.each([
    ['https://pobb.in/AbC-d_12', 'pobb.in', '/AbC-d_12/raw', 'https://pobb.in/AbC-d_12'],
    ['https://pobb.in/AbC-d_12/raw', 'pobb.in', '/AbC-d_12/raw', 'https://pobb.in/AbC-d_12'],
    [
      'https://poe.ninja/pob/1a2b3c',
      'poe.ninja',
      '/poe1/pob/raw/1a2b3c',
      'https://poe.ninja/poe1/pob/1a2b3c',
    ],
    [
      'https://poe.ninja/poe1/pob/raw/1a2b3c',
      'poe.ninja',
      '/poe1/pob/raw/1a2b3c',
      'https://poe.ninja/poe1/pob/1a2b3c',
    ],
    [
      'https://pastebin.com/Xy12Ab34',
      'pastebin.com',
      '/raw/Xy12Ab34',
      'https://pastebin.com/Xy12Ab34',
    ],
    [
      'https://www.pastebin.com/raw/Xy12Ab34',
      'pastebin.com',
      '/raw/Xy12Ab34',
      'https://pastebin.com/Xy12Ab34',
    ],
  ])('%s reads from %s%s', (address, host, rawPath, page) => {
    expect(shareLink(address)).toEqual({ host, rawPath, page });
  });

  it.each([
    'https://evil.example/AbCd1234',
    'https://pobb.in.evil.example/AbCd1234',
    'https://user:pw@pobb.in/AbCd1234',
    'https://pobb.in:8443/AbCd1234',
    'ftp://pobb.in/AbCd1234',
    'https://poe.ninja/api/data/currencyoverview',
    'https://pastebin.com/../../etc/passwd',
    'pas une adresse',
  ])('refuses %s', (address) => {
    expect(shareLink(address)).toBeUndefined();
  });
});
