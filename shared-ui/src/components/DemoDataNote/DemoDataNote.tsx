import { Badge } from '../Badge/Badge';
import { useTranslation } from '../../i18n/reactI18n';
import { useGetSiteQuery } from '../../site/siteApi';

/**
 * « Données de démonstration » beside a block fed by the server's local stand-ins
 * (`UPSTREAM_MODE=fake`: invented news, prices and wiki facts); nothing with the real services.
 */
export function DemoDataNote() {
  const { t } = useTranslation('common');
  const { data } = useGetSiteQuery();
  return data?.demoData ? <Badge variant="warning">{t('demoData')}</Badge> : null;
}
