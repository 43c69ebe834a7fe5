import { useTranslation } from 'shared-ui';
import { useGetGemRewardsQuery } from './gemRewardsApi';
import { tooltipRewards } from './rewardChoice';
import { useRewardText } from './useRewardText';

/**
 * The gem tooltip's 'Où l'obtenir' lines: its quest rewards and vendors; nothing while they load
 * or when they cannot be fetched, so the rest of the tooltip is never held up.
 */
export function WhereToGet({ name }: { name: string }) {
  const { t } = useTranslation('reader');
  const rewardText = useRewardText();
  const { data } = useGetGemRewardsQuery([name]);
  const gem = data?.find((g) => g.name === name);
  if (!gem) return null;
  const { rewards, levelRequired } = gem;
  const shown = tooltipRewards(rewards);
  return (
    <>
      <p>
        <strong>{t('gemRewards.where')}</strong>
      </p>
      {shown.length === 0 ? (
        <p>{t('gemRewards.elsewhere')}</p>
      ) : (
        <ul>
          {shown.map((reward) => (
            <li key={`${reward.kind}:${reward.quest}:${reward.npc ?? ''}`}>
              {rewardText(reward, { level: levelRequired })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
