import { Button, Card, PageHeading, usePageMeta, useTranslation } from 'shared-ui';

/** The browser goes to the server, which redirects to Twitch (or its local stand-in). */
export const SIGN_IN_START = '/api/auth/twitch/start';

export function SignInPage() {
  const { t } = useTranslation('shell');
  usePageMeta(t('signIn.title'));
  return (
    <>
      <PageHeading title={t('signIn.title')} />
      <Card>
        <p>{t('signIn.intro')}</p>
        <Button as="a" href={SIGN_IN_START} variant="primary" size="lg">
          {t('signIn.button')}
        </Button>
      </Card>
    </>
  );
}
