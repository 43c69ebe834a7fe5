import { Badge, useTranslation } from 'shared-ui';

/**
 * « Exemple » on a build or guide the site ships (DEMO_CONTENT), so a reader never takes it for
 * a player's own; nothing on anything written on the site.
 */
export function ExampleBadge({ item }: { item: { is_example: boolean } }) {
  const { t } = useTranslation('reader');
  if (!item.is_example) return null;
  return (
    <Badge variant="accent" title={t('detail.exampleTitle')} data-testid="example-badge">
      {t('detail.example')}
    </Badge>
  );
}
