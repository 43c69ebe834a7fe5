import { useCurrentUser, useTranslation } from 'shared-ui';

/** Anonymous visitors only see public content; the lists tell them that signing in shows more. */
export function SignInHint() {
  const { t } = useTranslation('reader');
  const user = useCurrentUser();
  return user ? null : <p data-testid="sign-in-hint">{t('signInHint')}</p>;
}
