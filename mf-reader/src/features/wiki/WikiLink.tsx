import { styled, useTranslation } from 'shared-ui';
import { wikiUrl } from './wikiUrl';

const Link = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accent};
`;

/**
 * 'Voir sur le wiki': the game wiki's page of `name` (English, as the wiki names its pages), in
 * a new tab that gets no handle on this page.
 */
export function WikiLink({ name, className }: { name: string; className?: string }) {
  const { t } = useTranslation('reader');
  return (
    <Link className={className} href={wikiUrl(name)} target="_blank" rel="noopener noreferrer">
      {t('wiki.see')}
    </Link>
  );
}
