// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReader } from '../../test/renderReader';
import { ContentCard } from './ContentCard';

describe('ContentCard heading level', () => {
  it.each([
    { headingLevel: undefined, level: 3 },
    { headingLevel: 3 as const, level: 3 },
    { headingLevel: 2 as const, level: 2 },
  ])('headingLevel $headingLevel: the title is an h$level', ({ headingLevel, level }) => {
    renderReader(
      <ul>
        <ContentCard
          to="/build/custom/1"
          title="Cyclone Slayer"
          text="Un build solide."
          byline="par ExileStreamer"
          headingLevel={headingLevel}
        />
      </ul>,
    );
    const heading = screen.getByRole('heading', { name: 'Cyclone Slayer' });
    expect(heading.tagName).toBe(`H${level}`);
    expect(heading.closest('a')?.getAttribute('href')).toBe('/build/custom/1');
  });
});
