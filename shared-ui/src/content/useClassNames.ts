import { bloodlineLabel, classLabel, RETIRED_ASCENDANCIES } from 'game-facts';
import { useTranslation } from '../i18n/reactI18n';

/**
 * Names of classes, ascendancies and bloodlines in the reader's language (the French client's
 * in French), a retired ascendancy marked with the version that replaced it: « Furie (avant
 * 3.25) ». Builds keep the English names; only what is shown changes.
 * @example const names = useClassNames(); names.ascendancy('Raider') // 'Furie (avant 3.25)'
 */
export function useClassNames() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language ?? 'fr';
  return {
    classe: (name: string) => classLabel(name, lang),
    ascendancy: (name: string) => {
      const since = RETIRED_ASCENDANCIES[name as keyof typeof RETIRED_ASCENDANCIES];
      const label = classLabel(name, lang);
      return since ? `${label} ${t('classes.retired', { version: since })}` : label;
    },
    bloodline: (id: string) => bloodlineLabel(id),
  };
}
