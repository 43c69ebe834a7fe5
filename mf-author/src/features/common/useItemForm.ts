import { useState } from 'react';
import { selectCurrentUser, useAppSelector, type ReviewStatus } from 'shared-ui';
import { choiceWording, wantsPublication } from './PublicationChoice';

interface Wording {
  label: string;
  done: string;
}

interface PublishableItem {
  is_public?: boolean;
  review_status?: ReviewStatus | null;
}

/**
 * A build's or a guide's form state, started from the item being edited or fresh, and the save
 * button's wording: an admin's says publish or save, anyone else's what their choice does.
 */
export function useItemForm<
  State extends { is_public: boolean },
  Item extends PublishableItem,
  AdminWording extends Wording,
>(
  item: Item | undefined,
  fromItem: (item: Item) => State,
  fresh: () => State,
  adminWording: (mode: 'create' | 'edit') => AdminWording,
) {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const [form, setForm] = useState<State>(() => {
    if (!item) return fresh();
    // A non-admin's is_public is their request for publication, not the item's state.
    return { ...fromItem(item), ...(isAdmin ? {} : { is_public: wantsPublication(item) }) };
  });
  const set = (fields: Partial<State>) => setForm((current) => ({ ...current, ...fields }));
  const wording = isAdmin
    ? adminWording(item ? 'edit' : 'create')
    : choiceWording(form.is_public, item?.is_public === true);
  return { form, setForm, set, isAdmin, wording };
}
