import { useTranslation } from 'shared-ui';
import type { GearSet } from './buildForm';

/** The name of the tab a set or a tree goes to; the main build's is the Général tab. */
export function useSlotLabel() {
  const { t } = useTranslation('author');
  return (slot: GearSet) =>
    slot === 'main' ? t('buildForm.tree.mainSlot') : t(`buildForm.tabs.${slot}`);
}
