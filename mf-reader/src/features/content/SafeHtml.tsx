import { useMemo, useRef } from 'react';
import { richContentStyles, styled } from 'shared-ui';
import { insertChipStyles } from './insertChipStyles';
import { useInsertTooltips } from './insertTooltips/useInsertTooltips';
import { readableHtml } from './readableHtml';
import { useInsertNames } from './useInsertNames';
import { useLazyImages } from './useLazyImages';

// The editor's own look (shared-ui's rich-content styles): the reader shows what the author saw,
// with each insert's name beside its picture.
const Html = styled.div`
  ${richContentStyles}
  ${insertChipStyles}
`;

/** Rich text from the server, sanitised again here (readableHtml), images loading lazily. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const names = useInsertNames(html);
  const clean = useMemo(() => readableHtml(html, names), [html, names]);
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
