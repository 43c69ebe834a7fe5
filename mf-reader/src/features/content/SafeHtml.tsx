import DOMPurify from 'dompurify';
import { useMemo, useRef } from 'react';
import { richContentStyles } from 'shared-ui';
import styled from 'styled-components';
import { useInsertTooltips } from './insertTooltips/useInsertTooltips';
import { deferImageSources } from './lazyImages';
import { useLazyImages } from './useLazyImages';

// The editor's own look (shared-ui's rich-content styles): the reader shows what the author saw.
const Html = styled.div`
  ${richContentStyles}
`;

/**
 * Rich text from the server, sanitised again here (the server already did when it was written):
 * scripts, event handlers and dangerous URLs go; the inserts' data-* attributes stay.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      // Images wait until they come near the viewport (useLazyImages).
      deferImageSources(
        DOMPurify.sanitize(html, { ALLOW_DATA_ATTR: true, FORBID_TAGS: ['style', 'form'] }),
      ),
    [html],
  );
  const ref = useRef<HTMLDivElement>(null);
  useLazyImages(ref, clean);
  const tooltip = useInsertTooltips(ref, clean);
  return (
    <>
      <Html ref={ref} className={className} dangerouslySetInnerHTML={{ __html: clean }} />
      {tooltip}
    </>
  );
}
