import { gemVendorPrice, useTranslation } from 'shared-ui';
import type { GemReward } from './gemRewardsApi';

/** A reward as the gem tooltip, the shopping list and the follow page know it. */
export type RewardPlace = Omit<GemReward, 'classes'> & { classes?: readonly string[] };

/**
 * Words for a reward: 'Acte 1 — récompense de quête « Enemy at the Gate » (Witch, Shadow)' or
 * 'Acte 1 — vendeur Nessa après « … », pour 1 Parchemin de sagesse' (the price when the gem's
 * required level is known); `withClasses: false` when the reader's class is implied.
 */
export function useRewardText() {
  const { t, i18n } = useTranslation('reader');
  return (
    reward: RewardPlace,
    { withClasses = true, level = null }: { withClasses?: boolean; level?: number | null } = {},
  ) => {
    const quest = (i18n.language === 'fr' && reward.questFr) || reward.quest;
    let where =
      reward.kind === 'quest'
        ? t('gemRewards.quest', { act: reward.act, quest })
        : t('gemRewards.vendor', { act: reward.act, quest, npc: reward.npc ?? '' });
    if (reward.kind === 'vendor' && level !== null) {
      const price = gemVendorPrice(level);
      where = t('gemRewards.vendorPrice', {
        where,
        currency: i18n.language === 'fr' ? price.nameFr : price.name,
      });
    }
    if (!withClasses || !reward.classes) return where;
    const classes = reward.classes.length ? reward.classes.join(', ') : t('gemRewards.allClasses');
    return `${where} (${classes})`;
  };
}
