import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageHeading } from 'shared-ui';

interface Props {
  titleKey: ParseKeys<'reader'>;
  textKey?: ParseKeys<'reader'>;
}

/** A route whose screen is still only its heading (and its fixed text, where the spec has one). */
export function TitledPage({ titleKey, textKey }: Props) {
  const { t } = useTranslation('reader');
  return (
    <>
      <PageHeading title={t(titleKey)} />
      {textKey && <p>{t(textKey)}</p>}
    </>
  );
}
