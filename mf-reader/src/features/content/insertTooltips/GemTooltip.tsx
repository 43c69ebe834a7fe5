import { useTranslation } from 'react-i18next';
import { gemColour } from 'shared-ui';
import { WhereToGet } from '../gemRewards/WhereToGet';
import type { Insert } from './readInsert';
import { useGetInsertGemInfoQuery, type GemInfo } from './insertsApi';
import { TooltipBox } from './TooltipBox';

type GemInsert = Extract<Insert, { kind: 'gem' }>;

const STATS = ['cost', 'castTime', 'aoeRadius', 'critChance', 'effectiveness'] as const;

function GemDetails({ info }: { info: GemInfo }) {
  const { t } = useTranslation('reader');
  return (
    <>
      <h3>{info.displayName}</h3>
      {info.tags.length > 0 && <p>{info.tags.join(', ')}</p>}
      <p>{t('inserts.level', { level: info.level })}</p>
      {info.requiresLevel !== null && (
        <p>{t('inserts.requiresLevel', { level: info.requiresLevel })}</p>
      )}
      {STATS.map((stat) => {
        const value = info[stat];
        return value ? <p key={stat}>{t(`inserts.${stat}`, { value })}</p> : null;
      })}
      {info.description && <p>{info.description}</p>}
      {info.effects.length > 0 && (
        <ul>
          {info.effects.map((effect, index) => (
            <li key={index}>{effect}</li>
          ))}
        </ul>
      )}
      {info.qualityEffects.length > 0 && (
        <>
          <p>{t('inserts.quality')}</p>
          <ul>
            {info.qualityEffects.map((effect, index) => (
              <li key={index}>{effect}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** A gem's details from the API; nothing at all when they cannot be fetched (as the spec says). */
export function GemTooltip({ id, anchor, gem }: { id: string; anchor: Element; gem: GemInsert }) {
  const { t, i18n } = useTranslation('reader');
  const { data, isError } = useGetInsertGemInfoQuery({ name: gem.name, lang: i18n.language });
  if (isError) return null;
  return (
    <TooltipBox id={id} anchor={anchor} minWidth={320} accent={gemColour(gem.colour)}>
      {data ? <GemDetails info={data} /> : <p>{t('inserts.loading')}</p>}
      <WhereToGet name={gem.name} />
    </TooltipBox>
  );
}
