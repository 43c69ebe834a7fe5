// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its text with the attributes it is given', () => {
    renderWithUi(
      <Badge variant="success" title="Abonné à la chaîne">
        Abonné
      </Badge>,
    );
    const badge = screen.getByText('Abonné');
    expect(badge.tagName).toBe('SPAN');
    expect(badge.getAttribute('title')).toBe('Abonné à la chaîne');
    expect(badge.hasAttribute('variant')).toBe(false);
  });
});
