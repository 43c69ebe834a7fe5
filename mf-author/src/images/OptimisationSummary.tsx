import { useId } from 'react';
import { styled, useTranslation } from 'shared-ui';
import { formatSize } from './imageSizing';
import type { OptimisedImage } from './optimiseImage';

export interface OptimisationSummaryProps {
  /** The pictures optimised while on the form, oldest first. */
  results: readonly OptimisedImage[];
}

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** `image/webp` → `WEBP`. */
const formatName = (type: string) => (type.split('/')[1] ?? type).toUpperCase();

/**
 * The guide form's image optimisation summary panel: for each picture optimised on the form,
 * its original and optimised sizes, the compression, the format and the dimensions. Nothing
 * shows until a picture has been optimised.
 */
export function OptimisationSummary({ results }: OptimisationSummaryProps) {
  const { t, i18n } = useTranslation('author');
  const titleId = useId();
  if (results.length === 0) return null;
  const size = (bytes: number) => formatSize(bytes, i18n.language);
  return (
    <Panel aria-labelledby={titleId}>
      <Heading id={titleId}>{t('images.summary.title')}</Heading>
      <List>
        {results.map((result, index) => (
          <li key={`${index}-${result.file.name}`}>
            <Facts>
              <dt>{t('images.summary.file')}</dt>
              <dd>{result.file.name}</dd>
              <dt>{t('images.summary.originalSize')}</dt>
              <dd>{size(result.originalSize)}</dd>
              <dt>{t('images.summary.optimizedSize')}</dt>
              <dd>{size(result.optimizedSize)}</dd>
              <dt>{t('images.summary.compression')}</dt>
              <dd>{t('images.summary.compressionValue', { percent: result.compression })}</dd>
              <dt>{t('images.summary.format')}</dt>
              <dd>{formatName(result.format)}</dd>
              <dt>{t('images.summary.dimensions')}</dt>
              <dd>
                {t('images.summary.dimensionsValue', {
                  width: result.dimensions.width,
                  height: result.dimensions.height,
                })}
              </dd>
            </Facts>
          </li>
        ))}
      </List>
    </Panel>
  );
}
