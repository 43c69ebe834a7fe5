import { DemoDataNote, styled, theme, useTranslation } from 'shared-ui';
import { WikiLink } from '../../wiki/WikiLink';
import { formatChaos } from './formatChaos';
import { useGetInsertCurrencyQuery } from './insertsApi';
import type { Insert } from './readInsert';
import { currencyFacts } from './tooltipFacts';
import { TooltipBox } from './TooltipBox';

type CurrencyInsert = Extract<Insert, { kind: 'currency' }>;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img {
    width: 32px;
    height: 32px;
  }
  h3 {
    margin: 0;
  }
`;

/**
 * A currency's icon, type, description and chaos value (2 decimals): what the author's insert
 * says first, the API's data for the rest (see currencyFacts); while the API fails, what the
 * insert itself carries, without a value.
 */
export function CurrencyTooltip({
  id,
  anchor,
  currency,
}: {
  id: string;
  anchor: Element;
  currency: CurrencyInsert;
}) {
  const { t, i18n } = useTranslation('reader');
  const { data, isLoading } = useGetInsertCurrencyQuery({
    name: currency.name,
    lang: i18n.language,
  });
  const shown = currencyFacts(currency, data, i18n.language);
  return (
    <TooltipBox id={id} anchor={anchor} minWidth={300} accent={theme.colors.accent}>
      <Heading>
        {shown.icon && <img src={shown.icon} alt="" />}
        <h3>{shown.name}</h3>
      </Heading>
      <DemoDataNote />
      {shown.type && <p>{shown.type}</p>}
      {shown.tags.length > 0 && <p>{shown.tags.join(', ')}</p>}
      {shown.description && <p>{shown.description}</p>}
      {isLoading && <p>{t('inserts.loading')}</p>}
      {typeof data?.chaosEquivalent === 'number' && (
        <p>
          {t('inserts.chaosValue', { value: formatChaos(data.chaosEquivalent, i18n.language) })}
        </p>
      )}
      <WikiLink name={currency.name} />
    </TooltipBox>
  );
}
