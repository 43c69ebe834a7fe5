import { useTranslation } from 'shared-ui';
import type { GemReward } from './gemRewardsApi';

/**
 * Words for a reward: 'Acte 1 — récompense de quête « Enemy at the Gate » (Witch, Shadow)' or
 * 'Acte 1 — vendeur Nessa après « … »'; `withClasses: false` when the reader's class is implied.
 */
export function useRewardText() {
  const { t, i18n } = useTranslation('reader');
  return (reward: GemReward, { withClasses = true } = {}) => {
    const quest = (i18n.language === 'fr' && reward.questFr) || reward.quest;
    const where =
      reward.kind === 'quest'
        ? t('gemRewards.quest', { act: reward.act, quest })
        : t('gemRewards.vendor', { act: reward.act, quest, npc: reward.npc ?? '' });
    if (!withClasses) return where;
    const classes = reward.classes.length ? reward.classes.join(', ') : t('gemRewards.allClasses');
    return `${where} (${classes})`;
  };
}
