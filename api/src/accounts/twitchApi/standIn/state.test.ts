import { afterEach, describe, expect, it, vi } from 'vitest';
import { StandInState } from './state.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('StandInState test personas', () => {
  it('never gives an id or login again after a restart', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const before = new StandInState({ publicUrl: 'http://localhost:8080' });
    const first = [before.addTestPersona('Un'), before.addTestPersona('Deux')];
    // The process restarts a moment later: a new state, its counter starting over.
    vi.setSystemTime(new Date('2026-11-25T10:00:01Z'));
    const after = new StandInState({ publicUrl: 'http://localhost:8080' });
    const second = after.addTestPersona('Trois');
    for (const persona of first) {
      expect(second.id).not.toBe(persona.id);
      expect(second.login).not.toBe(persona.login);
    }
    expect(new Set(first.map((p) => p.id)).size).toBe(2);
  });

  it('gives numeric ids and logins Twitch would accept', () => {
    const persona = new StandInState({ publicUrl: 'http://localhost:8080' }).addTestPersona('X');
    expect(persona.id).toMatch(/^\d+$/);
    expect(persona.login).toMatch(/^[a-z0-9_]{4,25}$/);
  });
});
