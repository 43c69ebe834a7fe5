import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

const Html = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  /* Gem, currency and unique inserts sit in the sentence, at text size. */
  img[data-name] {
    display: inline-block;
    width: auto;
    height: 1.8em;
    margin: 0 0.15em;
    vertical-align: middle;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * Rich text from the server, sanitised again here (the server already did when it was written):
 * scripts, event handlers and dangerous URLs go; the inserts' data-* attributes stay.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { ALLOW_DATA_ATTR: true, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  return <Html className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
