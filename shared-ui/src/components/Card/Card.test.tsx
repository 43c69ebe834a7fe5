// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title', () => {
    renderWithUi(<Card title="Derniers builds">Contenu</Card>);
    const region = screen.getByRole('region', { name: 'Derniers builds' });
    expect(region.textContent).toContain('Contenu');
    expect(screen.getByRole('heading', { level: 2, name: 'Derniers builds' })).toBeTruthy();
  });

  it('uses the heading level it is given', () => {
    renderWithUi(
      <Card title="Équipement" headingLevel={3}>
        …
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Équipement' })).toBeTruthy();
  });

  it('has no heading and no name without a title', () => {
    renderWithUi(<Card>Seulement du texte</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Seulement du texte').hasAttribute('aria-labelledby')).toBe(false);
  });
});
