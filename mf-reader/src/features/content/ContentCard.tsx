import type { ReactNode } from 'react';
import { keyframes, Link, styled } from 'shared-ui';
import { SLIDE_MS } from './useLeavingItems';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const slideOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateY(16px); }
`;

const CardLink = styled(Link)<{ $leaving: boolean; $aside: boolean; $lines: number }>`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  /* Room under the byline for the controls drawn over the card's bottom edge. */
  padding-bottom: ${({ theme, $aside }) => ($aside ? theme.space.xxl : theme.space.md)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  animation: ${({ $leaving }) => ($leaving ? slideOut : slideIn)} ${SLIDE_MS}ms
    ${({ $leaving }) => ($leaving ? 'ease-in' : 'ease-out')} both;
  /* Titles and texts are the authors' own: a long pasted word wraps inside the card instead of
     stretching its grid column past the window. */
  overflow-wrap: anywhere;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    display: -webkit-box;
    -webkit-line-clamp: ${({ $lines }) => $lines};
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A picture beside the title (a build's ascendancy emblem), the title and its subtitle. */
const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  & > div {
    min-width: 0;
  }
  h2,
  h3 {
    margin: 0;
  }
`;

/** The card's own controls (the favourite toggle) sit under the link, never inside it. */
const Item = styled.li`
  display: flex;
  flex-direction: column;
  & > a {
    flex: 1;
  }
`;

const Aside = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: flex-start;
  /* Over the link's bottom padding (xxl), inside its border. */
  margin-top: calc(-${({ theme }) => theme.space.xxl} + ${({ theme }) => theme.space.xs});
  /* At least as tall as it rises, so that the link never hangs below the card over what follows
     (the « Tout voir » link under the home page's cards, when only the count is shown). */
  min-height: calc(${({ theme }) => theme.space.xxl} - ${({ theme }) => theme.space.xs});
  padding: 0 ${({ theme }) => theme.space.sm};
  position: relative;
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A build or guide card: title, text cut at 250 characters over at most 6 lines, author. A card
 * `leaving` the list slides out and is already out of reach (see useLeavingItems). Its title is
 * an h3 under a section's h2, or an h2 where the cards come right under the page's h1.
 */
export function ContentCard({
  to,
  title,
  text,
  byline,
  leaving = false,
  headingLevel = 3,
  meta,
  aside,
  media,
  subtitle,
  details,
  state,
  lines = 6,
}: {
  to: string;
  title: string;
  text: string;
  byline: string;
  leaving?: boolean;
  headingLevel?: 2 | 3;
  /** Shown inside the card under the text (tags). */
  meta?: ReactNode;
  /** Controls of the card, drawn over its bottom right corner but outside the link. */
  aside?: ReactNode;
  /** A picture left of the title, with `subtitle` under the title. */
  media?: ReactNode;
  subtitle?: ReactNode;
  /** Shown between the title and the text (a build's skill, cost and ratings). */
  details?: ReactNode;
  /** Router state the opened page receives (the list's address, for its back link). */
  state?: unknown;
  /** Most lines of text shown. */
  lines?: number;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const preview = text.length > 250 ? `${text.slice(0, 250)}…` : text;
  return (
    <Item inert={leaving} aria-hidden={leaving || undefined}>
      <CardLink
        to={to}
        state={state}
        $leaving={leaving}
        $aside={aside !== undefined}
        $lines={lines}
      >
        {media ? (
          <Top>
            {media}
            <div>
              <Heading>{title}</Heading>
              {subtitle}
            </div>
          </Top>
        ) : (
          <Heading>{title}</Heading>
        )}
        {details}
        <p>{preview}</p>
        {meta}
        <small>{byline}</small>
      </CardLink>
      {aside && <Aside>{aside}</Aside>}
    </Item>
  );
}
