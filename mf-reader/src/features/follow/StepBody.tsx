import { GEM_SLOTS, styled } from 'shared-ui';
import { useFollowTranslation } from './useFollowTranslation';
import type { Step, StepGem } from './followApi';
import { useUniqueNames } from '../content/useUniqueNames';
import { useRewardText } from '../content/gemRewards/useRewardText';

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Muted = styled.p`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Gems = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px ${({ theme }) => theme.space.sm};
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 4px;
  }
  img {
    width: 24px;
    height: 24px;
  }
`;

const GemLine = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  img {
    width: 36px;
    height: 36px;
    flex: none;
  }
`;

const Items = styled.ul`
  margin: 4px 0 0;
  padding-left: 1.1em;
`;

/** Where a gem is taken, in words (with its vendor price); the build's class is implied. */
function useWhere() {
  const { t } = useFollowTranslation();
  const rewardText = useRewardText();
  return (gem: StepGem) =>
    gem.reward
      ? rewardText(gem.reward, { withClasses: false, level: gem.level })
      : t('gemRewards.elsewhere');
}

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** What one step asks of the reader, with the author's advice for it when they wrote some. */
export function StepBody({ step }: { step: Step }) {
  const { t } = useFollowTranslation();
  return (
    <>
      <StepWhat step={step} />
      {step.note && (
        <Note data-note="">
          <strong>{t('follow.stepNote')}</strong> {step.note}
        </Note>
      )}
    </>
  );
}

/** What one step asks: a gem to take, gems to link, items, passive points. */
function StepWhat({ step }: { step: Step }) {
  const { t } = useFollowTranslation();
  const slotName = useSlotName();
  const where = useWhere();
  // A unique is named as the build page names it: its French name in French.
  const nameOf = useUniqueNames(step.items.map((item) => ({ ...item, rarity: item.rarity ?? '' })));
  switch (step.kind) {
    case 'gem': {
      const gem = step.gems[0];
      if (!gem) return null;
      return (
        <GemLine>
          <img src={gem.icon} alt="" loading="lazy" />
          <div>
            <Title>{t('follow.kinds.gem', { gem: gem.displayName })}</Title>
            <Muted>
              {gem.level !== null
                ? t('gemRewards.level', { level: gem.level })
                : t('gemRewards.levelUnknown')}{' '}
              · {where(gem)}
            </Muted>
          </div>
        </GemLine>
      );
    }
    case 'links':
      return (
        <>
          <Title>
            {t('follow.kinds.links', { count: step.gems.length, slot: slotName(step.slot) })}
          </Title>
          <Gems>
            {step.gems.map((gem) => (
              <li key={gem.name}>
                <img src={gem.icon} alt="" loading="lazy" />
                {gem.displayName}
              </li>
            ))}
          </Gems>
        </>
      );
    case 'items':
      return (
        <>
          <Title>{t('follow.kinds.items', { count: step.items.length })}</Title>
          <Items>
            {step.items.map((item) => (
              <li key={item.slot}>
                {nameOf({ ...item, rarity: item.rarity ?? '' })}
                {item.base && item.base !== item.name ? ` (${item.base})` : ''}
              </li>
            ))}
          </Items>
        </>
      );
    case 'passives':
      return (
        <>
          <Title>{t('follow.kinds.passives', { count: step.passives.length })}</Title>
          <Muted>{step.passives.map((node) => node.name_fr || node.name).join(' → ')}</Muted>
        </>
      );
  }
}

/** A stored socket label ('Torse') in the reader's language, as the gem panel names it. */
function useSlotName() {
  const { t } = useFollowTranslation();
  return (label: string | null) => {
    if (label === null) return t('follow.noSlot');
    const slot = Object.entries(GEM_SLOTS).find(([, known]) => known.label === label)?.[0];
    return slot ? t(`gemPanel.slots.${slot}` as 'gemPanel.slots.body') : label;
  };
}

/** A step in one line, for a build card: 'Prendre Cyclone', 'Relier 4 gemmes (Torse)'. */
export function useStepSummary() {
  const { t } = useFollowTranslation();
  const slotName = useSlotName();
  return (step: Step) => {
    switch (step.kind) {
      case 'gem':
        return t('follow.kinds.gem', { gem: step.gems[0]?.displayName ?? '' });
      case 'links':
        return t('follow.kinds.links', { count: step.gems.length, slot: slotName(step.slot) });
      case 'items':
        return t('follow.kinds.items', { count: step.items.length });
      case 'passives':
        return t('follow.kinds.passives', { count: step.passives.length });
    }
  };
}
