import { styled } from 'shared-ui';
import { useFollowTranslation } from './useFollowTranslation';
import type { NextStep } from './followApi';
import { useStepSummary } from './StepBody';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.accent};
`;

/** On a favourite build's card: the next step the reader has not ticked, and how far they are. */
export function NextStepLine({ next }: { next: NextStep }) {
  const { t } = useFollowTranslation();
  const summary = useStepSummary();
  return (
    <Line data-testid="next-step">
      {next.step ? t('follow.nextOnCard', { step: summary(next.step) }) : t('follow.cardDone')}
      {' · '}
      {t('follow.cardCount', { done: next.done, total: next.total })}
    </Line>
  );
}
