// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('renders the title as the h1 with its subtitle', () => {
    renderWithUi(
      <PageHeading title="Exemples de Builds" subtitle="Des builds testés pour débuter" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Exemples de Builds' })).toBeTruthy();
    expect(screen.getByText('Des builds testés pour débuter').tagName).toBe('P');
  });

  it('renders no subtitle paragraph when none is given', () => {
    const { container } = renderWithUi(<PageHeading title="Guide" />);
    expect(container.querySelector('p')).toBeNull();
  });
});
