import { Button, setLanguage, useTranslation } from 'shared-ui';
import { Flag } from './Flag';

/** Shows the flag of the other language; choosing it stores `lang` and reloads the page. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const next = i18n.language === 'en' ? 'fr' : 'en';
  return (
    <Button variant="ghost" onClick={() => setLanguage(next)} aria-label={t('language.switch')}>
      <Flag lang={next} />
    </Button>
  );
}
