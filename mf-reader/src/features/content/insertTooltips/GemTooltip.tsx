import { useEffect, useState } from 'react';
import { DemoDataNote, gemColour, useTranslation } from 'shared-ui';
import { WikiLink } from '../../wiki/WikiLink';
import { WhereToGet } from '../gemRewards/WhereToGet';
import type { Insert } from './readInsert';
import { useGetInsertGemInfoQuery, type GemInfo } from './insertsApi';
import { gemFacts, type GemFacts } from './tooltipFacts';
import { TooltipBox } from './TooltipBox';

type GemInsert = Extract<Insert, { kind: 'gem' }>;

const STATS = ['cost', 'castTime', 'aoeRadius', 'critChance', 'effectiveness'] as const;

function EffectList({ effects }: { effects: string[] }) {
  return (
    <ul>
      {effects.map((effect, index) => (
        <li key={index}>{effect}</li>
      ))}
    </ul>
  );
}

type TagLabel = (tag: string, lang: string) => string;

/**
 * The gem tags in the reader's language. The French words load with the first tooltip (a chunk
 * of their own, kept out of every page's first JavaScript); until then French tags are not shown
 * rather than shown in English for a moment.
 */
function useTags(tags: string[], lang: string): string[] {
  const [label, setLabel] = useState<TagLabel | null>(null);
  useEffect(() => {
    if (lang !== 'fr') return;
    let gone = false;
    void import('shared-ui/gemTags').then(
      (words) => !gone && setLabel(() => words.gemTagLabel),
      // Without the words (a failed download) the tags show as the catalogue has them.
      () => !gone && setLabel(() => (tag: string) => tag),
    );
    return () => {
      gone = true;
    };
  }, [lang]);
  if (lang !== 'fr') return tags;
  return label ? tags.map((tag) => label(tag, lang)) : [];
}

function GemDetails({ facts, info }: { facts: GemFacts; info: GemInfo | undefined }) {
  const { t, i18n } = useTranslation('reader');
  const tags = useTags(facts.tags, i18n.language);
  return (
    <>
      <h3>{facts.name}</h3>
      {tags.length > 0 && <p>{tags.join(', ')}</p>}
      {info && <p>{t('inserts.level', { level: info.level })}</p>}
      {facts.requiresLevel !== null && (
        <p>{t('inserts.requiresLevel', { level: facts.requiresLevel })}</p>
      )}
      {info &&
        STATS.map((stat) => {
          const value = info[stat];
          return value ? <p key={stat}>{t(`inserts.${stat}`, { value })}</p> : null;
        })}
      {facts.description && <p>{facts.description}</p>}
      {facts.effects.length > 0 && <EffectList effects={facts.effects} />}
      {facts.qualityEffects.length > 0 && (
        <>
          <p>{t('inserts.quality')}</p>
          <EffectList effects={facts.qualityEffects} />
        </>
      )}
    </>
  );
}

/**
 * A gem's tooltip: what the author's insert says first, the API's details for the rest (see
 * gemFacts). When the API fails, the insert's own facts, or nothing if it has none.
 */
export function GemTooltip({ id, anchor, gem }: { id: string; anchor: Element; gem: GemInsert }) {
  const { t, i18n } = useTranslation('reader');
  const { data, isError } = useGetInsertGemInfoQuery({ name: gem.name, lang: i18n.language });
  const ownFacts = gem.description !== '' || gem.tags.length > 0 || gem.levelRequired !== null;
  if (isError && !ownFacts) return null;
  return (
    <TooltipBox id={id} anchor={anchor} minWidth={320} accent={gemColour(gem.colour)}>
      {/* The wiki's facts come from its stand-in when the server runs with UPSTREAM_MODE=fake. */}
      {data && <DemoDataNote />}
      <GemDetails facts={gemFacts(gem, data, i18n.language)} info={data} />
      {!data && !isError && <p>{t('inserts.loading')}</p>}
      <WhereToGet name={gem.name} />
      <WikiLink name={gem.name} />
    </TooltipBox>
  );
}
