// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'navigateur' : 'serveur'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>serveur</p>');
  });

  it('matches the server while React takes the page over, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe('navigateur');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('is true at once in a page the browser renders itself', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('navigateur');
  });
});
