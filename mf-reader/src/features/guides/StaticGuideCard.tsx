import { useState } from 'react';
import { Alert, Badge, Button, errorMessage, Link, styled, useTranslation } from 'shared-ui';
import { staticGuidePrefill, type StaticGuideCardState } from './staticGuideCards';
import { useSetStaticGuideHiddenMutation } from './staticGuidesApi';

const Item = styled.li`
  position: relative;
`;

const CardLink = styled(Link)<{ $hidden: boolean; $corner: boolean }>`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px ${({ $hidden }) => ($hidden ? 'dashed' : 'solid')}
    ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-right: ${({ $corner }) => ($corner ? '5.5rem' : '0')};
    color: ${({ theme, $hidden }) => ($hidden ? theme.colors.textMuted : theme.colors.accent)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme, $hidden }) => ($hidden ? theme.colors.textMuted : 'inherit')};
  }
`;

/** Over the card's top-right corner, beside the link: a button may not sit inside a link. */
const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * The admin's buttons: edit as a new guide prefilled with this one, hide or restore. A failure
 * is said under the card (role="alert"), where the admin is looking, not in a browser dialog.
 */
function AdminButtons({ card }: { card: StaticGuideCardState }) {
  const { t } = useTranslation('reader');
  const [setHidden, { isLoading }] = useSetStaticGuideHiddenMutation();
  const { slug, hidden } = card;
  const tips = t(`staticGuides.${slug}.tips`, { returnObjects: true }) as string[];
  const guidePrefill = staticGuidePrefill({
    title: t(`staticGuides.${slug}.title`),
    intro: t(`staticGuides.${slug}.intro`),
    tips,
    credit: slug === 'premier-build' ? t('staticGuides.premier-build.credit') : undefined,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const change = async () => {
    if (!hidden && !window.confirm(t('staticGuides.admin.confirmDelete'))) return;
    setFailure(null);
    try {
      await setHidden({ slug, hidden: !hidden }).unwrap();
    } catch (error) {
      setFailure(t('staticGuides.admin.failed', { message: errorMessage(error) }));
    }
  };
  const removeLabel = t(hidden ? 'staticGuides.admin.restore' : 'staticGuides.admin.delete');
  return (
    <>
      <Corner>
        <Button
          as={Link}
          to="/guide/create"
          state={{ guidePrefill }}
          variant="secondary"
          size="sm"
          title={t('staticGuides.admin.edit')}
          aria-label={t('staticGuides.admin.edit')}
        >
          ✎
        </Button>
        <Button
          variant={hidden ? 'secondary' : 'danger'}
          size="sm"
          title={removeLabel}
          aria-label={removeLabel}
          disabled={isLoading}
          onClick={() => void change()}
        >
          {hidden ? '↺' : '×'}
        </Button>
      </Corner>
      {failure !== null && (
        <Alert variant="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </>
  );
}

/** A static guide card; a hidden one (admins only) is greyed and says so. */
export function StaticGuideCard({ card }: { card: StaticGuideCardState }) {
  const { t } = useTranslation('reader');
  return (
    <Item>
      <CardLink to={`/guide/${card.slug}`} $hidden={card.hidden} $corner={card.manageable}>
        <h3>{t(`staticGuides.${card.slug}.title`)}</h3>
        <p>{t(`staticGuides.${card.slug}.intro`)}</p>
        {card.hidden && <Badge>{t('staticGuides.admin.hiddenBadge')}</Badge>}
      </CardLink>
      {card.manageable && <AdminButtons card={card} />}
    </Item>
  );
}

/** The classes guide's card: not one an admin hides or edits, it always shows last. */
export function ClassesGuideCard() {
  const { t } = useTranslation('reader');
  return (
    <Item>
      <CardLink to="/guide/classes" $hidden={false} $corner={false}>
        <h3>{t('classes.title')}</h3>
        <p>{t('classes.intro')}</p>
      </CardLink>
    </Item>
  );
}
