// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button that does not submit forms unless asked', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderWithUi(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Filtrer</Button>
        <Button type="submit">Publier</Button>
      </form>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Filtrer' }).getAttribute('type')).toBe('button');

    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('calls onClick, but not when disabled', () => {
    const onClick = vi.fn();
    const { rerender } = renderWithUi(<Button onClick={onClick}>Supprimer</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onClick).toHaveBeenCalledOnce();

    rerender(
      <Button onClick={onClick} disabled>
        Supprimer
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders as a link with `as`, without a button type', () => {
    renderWithUi(
      <Button as="a" href="/build" variant="secondary">
        Voir les builds
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Voir les builds' });
    expect(link.getAttribute('href')).toBe('/build');
    expect(link.hasAttribute('type')).toBe(false);
  });

  it('keeps its styling props off the DOM', () => {
    renderWithUi(
      <Button variant="danger" size="sm">
        Bannir
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Bannir' });
    expect(button.hasAttribute('variant')).toBe(false);
    expect(button.hasAttribute('size')).toBe(false);
  });
});
