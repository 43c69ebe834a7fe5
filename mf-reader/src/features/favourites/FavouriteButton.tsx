import { useState } from 'react';
import { Button, errorMessage, Link, styled, useCurrentUser, useTranslation } from 'shared-ui';
import { useSetFavouriteMutation } from './favouritesApi';
import type { FavouriteKind } from './markFavourite';

const Row = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Star = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.textMuted)};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Failure = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  kind: FavouriteKind;
  id: number;
  isFavourite?: boolean;
  count?: number;
  /** `card`: the star and count only (the name says the action); `page`: the words too. */
  variant?: 'card' | 'page';
}

/**
 * The favourite toggle of a build or guide, with its count. Anonymous readers see the count and,
 * on a page, a link to sign in; a blacklisted account may only remove a mark. The change shows
 * at once and is undone, with a message, if the server refuses it.
 */
export function FavouriteButton({
  kind,
  id,
  isFavourite = false,
  count = 0,
  variant = 'page',
}: Props) {
  const { t } = useTranslation('reader');
  const user = useCurrentUser();
  const [setFavourite, { isLoading }] = useSetFavouriteMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const countText = t('favourites.count', { count });
  const canToggle = user !== null && (user.role !== 'blacklist' || isFavourite);

  if (!canToggle) {
    return (
      <Row>
        <Count>
          <Star $on={false} aria-hidden>
            ☆
          </Star>{' '}
          {countText}
        </Count>
        {variant === 'page' && user === null && (
          <Link to="/userauth">{t('favourites.signIn')}</Link>
        )}
      </Row>
    );
  }

  const label = isFavourite ? t('favourites.remove') : t('favourites.add');
  const toggle = async () => {
    if (isLoading) return;
    setFailure(null);
    try {
      await setFavourite({ kind, id, favourite: !isFavourite }).unwrap();
    } catch (err) {
      setFailure(t('favourites.failed', { message: errorMessage(err) }));
    }
  };
  return (
    <Row>
      <Button
        variant={variant === 'page' ? 'secondary' : 'ghost'}
        size="sm"
        aria-pressed={isFavourite}
        aria-label={variant === 'card' ? `${label} (${countText})` : undefined}
        title={variant === 'card' ? label : undefined}
        aria-busy={isLoading || undefined}
        onClick={() => void toggle()}
      >
        <Star $on={isFavourite} aria-hidden>
          {isFavourite ? '★' : '☆'}
        </Star>
        {variant === 'page' ? label : <Count aria-hidden>{count}</Count>}
      </Button>
      {variant === 'page' && <Count>{countText}</Count>}
      {failure && <Failure role="alert">{failure}</Failure>}
    </Row>
  );
}
