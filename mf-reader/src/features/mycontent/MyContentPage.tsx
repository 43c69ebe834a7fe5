import {
  canAuthor,
  ErrorCard,
  errorMessage,
  Link,
  Loading,
  PageHeading,
  skipToken,
  styled,
  useCurrentUser,
  usePageMeta,
  useTranslation,
} from 'shared-ui';
import { useGetBuildsQuery, useGetGuidesQuery } from '../../contentHooks';
import { MyContentList } from './MyContentList';

/** The list API's largest page: an author's own items fit in it. */
const LIMIT = 100;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/**
 * 'Mes contenus': the signed-in author's builds and guides, private and public, each with where
 * it stands in review. The list API shows an owner their private items when asked by user_id.
 */
export function MyContentPage() {
  const { t } = useTranslation('reader');
  usePageMeta(t('myContent.title'));
  const user = useCurrentUser();
  const author = user !== null && canAuthor(user.role);
  const params = author ? { user_id: user.id, limit: LIMIT } : skipToken;
  // Asked again on each visit: the state may have changed since (a save, an admin's decision).
  const builds = useGetBuildsQuery(params, { refetchOnMountOrArgChange: true });
  const guides = useGetGuidesQuery(params, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeading title={t('myContent.title')} />
      {!user && (
        <p>
          {t('myContent.signInToSee')} <Link to="/userauth">{t('myContent.signInLink')}</Link>
        </p>
      )}
      {user && !author && <p>{t('myContent.authorsOnly')}</p>}
      {author && <p>{t('myContent.intro')}</p>}
      {author && (
        <>
          <Section aria-labelledby="mes-builds">
            <h2 id="mes-builds">{t('myContent.builds')}</h2>
            {builds.isLoading && <Loading />}
            {builds.error && (
              <ErrorCard
                message={`${t('myContent.loadError')} (${errorMessage(builds.error)})`}
                onRetry={() => void builds.refetch()}
              />
            )}
            {builds.data && <MyContentList kind="build" items={builds.data.builds} />}
          </Section>
          <Section aria-labelledby="mes-guides">
            <h2 id="mes-guides">{t('myContent.guides')}</h2>
            {guides.isLoading && <Loading />}
            {guides.error && (
              <ErrorCard
                message={`${t('myContent.loadError')} (${errorMessage(guides.error)})`}
                onRetry={() => void guides.refetch()}
              />
            )}
            {guides.data && <MyContentList kind="guide" items={guides.data.guides} />}
          </Section>
        </>
      )}
    </>
  );
}
