import { describe, expect, it } from 'vitest';
import { compareGameVersions, frenchDay, isOldLeague } from './league';

const current = { league: 'Mercenaries', gameVersion: '3.26' };

describe('game versions and old leagues', () => {
  it('compares versions part by part, not as text', () => {
    expect(compareGameVersions('3.9', '3.26')).toBe(-1);
    expect(compareGameVersions('3.26', '3.26')).toBe(0);
    expect(compareGameVersions('3.26.1', '3.26')).toBe(1);
    expect(compareGameVersions('4.0', '3.26')).toBe(1);
    expect(['3.26', '3.9', '3.25.2'].sort(compareGameVersions)).toEqual(['3.9', '3.25.2', '3.26']);
  });

  it('marks a build of an older version, never one of the current league or unknown', () => {
    expect(isOldLeague({ league: 'Settlers', game_version: '3.25' }, current)).toBe(true);
    expect(isOldLeague({ league: 'Necropolis', game_version: '3.9' }, current)).toBe(true);
    expect(isOldLeague({ league: 'Mercenaries', game_version: '3.25' }, current)).toBe(false);
    expect(isOldLeague({ league: 'Standard', game_version: '3.26.1' }, current)).toBe(false);
    expect(isOldLeague({ league: 'Ligue future', game_version: '3.27' }, current)).toBe(false);
    expect(isOldLeague({ league: '', game_version: '' }, current)).toBe(false);
    expect(isOldLeague({}, current)).toBe(false);
    expect(isOldLeague({ league: 'Settlers', game_version: '3.25' }, undefined)).toBe(false);
  });

  it('writes days the French way', () => {
    expect(frenchDay('2026-11-22T12:00:00Z')).toBe('22/11/2026');
  });
});
