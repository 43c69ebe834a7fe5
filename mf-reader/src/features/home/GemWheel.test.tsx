// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderReader, serve } from '../../test/renderReader';
import { GemWheel } from './GemWheel';
import { wheelSchedule } from './wheelSchedule';

const gem = (n: number) => ({
  name: `Gem ${n}`,
  displayName: `Gemme ${n}`,
  icon: `/images/gems/Gem_${n}.png`,
  colour: 'red',
});

const REVEAL_AT = wheelSchedule().at(-1)?.at ?? Number.NaN;
const wheel = () => screen.getByTestId('gem-wheel');
const rotor = () => wheel().firstElementChild as HTMLElement;
const icons = () => [...wheel().querySelectorAll('img')];
const spinButton = () => screen.getByRole('button', { name: /Lancer la roue/ });

describe('GemWheel', () => {
  it('disables its button with the hourglass while spinning, then names the chosen gem', async () => {
    vi.useFakeTimers();
    // The first gem of the draw is the chosen one.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    serve({
      'GET /api/game/gems/wheel': () =>
        Response.json({ gems: Array.from({ length: 25 }, (_, n) => gem(n + 1)) }),
    });
    renderReader(<GemWheel />);
    expect(spinButton().textContent).toBe('Lancer la roue');
    // Before any spin: 25 empty slots at once, then the first draw's icons in them.
    expect(wheel().querySelectorAll('span')).toHaveLength(25);
    await vi.waitFor(() => expect(icons()).toHaveLength(25));
    expect(icons()[0]?.getAttribute('src')).toBe('/images/gems/Gem_1.png');

    fireEvent.click(spinButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(spinButton().hasAttribute('disabled')).toBe(true);
    expect(spinButton().textContent).toBe('⏳ Lancer la roue');
    expect(screen.getByRole('status').textContent).toBe('La roue tourne…');

    // Still turning just before the reveal the schedule sets.
    await act(() => vi.advanceTimersByTimeAsync(REVEAL_AT - 1));
    expect(spinButton().hasAttribute('disabled')).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status').textContent).toBe('Gemme tirée : Gemme 1Voir sur le wiki');
    const result = screen.getByTestId('wheel-result');
    expect(result.querySelector('img')?.getAttribute('src')).toBe('/images/gems/Gem_1.png');
    expect(screen.getByRole('link', { name: 'Voir sur le wiki' }).getAttribute('href')).toBe(
      'https://www.poewiki.net/wiki/Gem_1',
    );
    // The transform applied: five full turns at least, ending with gem 1 under the pointer.
    const turned = Number(/rotate\((-?[\d.]+)deg\)/.exec(rotor().style.transform)?.[1]);
    expect(turned).toBeGreaterThanOrEqual(4 * 90 + 1800);
    expect(turned % 360).toBe(0);
    expect(rotor().style.transition).toBe('transform 3000ms ease-out');
    expect(spinButton().hasAttribute('disabled')).toBe(false);
    expect(spinButton().textContent).toBe('Lancer la roue');
    vi.mocked(Math.random).mockRestore();
  });

  it('says so when the draw fails, and lets the visitor try again', async () => {
    vi.useFakeTimers();
    const calls = serve({});
    renderReader(<GemWheel />);
    fireEvent.click(spinButton());
    // The base query retries an unreachable server after 1, 2 and 4 s.
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Impossible de lancer la roue : Impossible de joindre le serveur. Vérifiez votre connexion internet.',
      ),
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(spinButton().hasAttribute('disabled')).toBe(false);
    // Four tries for the wheel's first gems, four for the spin's draw.
    expect(calls).toHaveLength(8);
    // The wheel keeps its 25 empty slots rather than collapsing.
    expect(wheel().querySelectorAll('span')).toHaveLength(25);
  });

  it('says it in English on an English page', async () => {
    vi.useFakeTimers();
    serve({
      'GET /api/game/gems/wheel': () =>
        Response.json({ error: 'Requête invalide : count' }, { status: 400 }),
    });
    renderReader(<GemWheel />, 'en');
    fireEvent.click(screen.getByRole('button', { name: /Spin the wheel/ }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Could not spin the wheel: Requête invalide : count',
      ),
    );
  });
});
