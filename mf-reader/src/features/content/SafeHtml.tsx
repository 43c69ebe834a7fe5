import { useMemo, useRef } from 'react';
import { richContentStyles } from 'shared-ui';
import styled from 'styled-components';
import { useInsertTooltips } from './insertTooltips/useInsertTooltips';
import { readableHtml } from './readableHtml';
import { useLazyImages } from './useLazyImages';

// The editor's own look (shared-ui's rich-content styles): the reader shows what the author saw.
const Html = styled.div`
  ${richContentStyles}
`;

/** Rich text from the server, sanitised again here (readableHtml), images loading lazily. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => readableHtml(html), [html]);
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
