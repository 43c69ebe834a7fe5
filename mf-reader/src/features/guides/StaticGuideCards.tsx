import { useMemo } from 'react';
import { canSeeAdmin, useGetSiteQuery, useCurrentUser } from 'shared-ui';
import { CardGrid } from '../content/ContentCard';
import { ClassesGuideCard, StaticGuideCard } from './StaticGuideCard';
import { staticGuideCards } from './staticGuideCards';

const NONE: readonly string[] = [];

/**
 * The « Bien débuter » cards, the classes guide last. Visitors miss the ones an admin hid; admins
 * (the same rule as the admin page: role admin or the streamer) see them all, greyed when hidden,
 * and manage the first.
 * The shell asks for the site facts at start, so they are usually there; should they fail,
 * every card shows rather than none.
 */
export function StaticGuideCards() {
  const user = useCurrentUser();
  const { data: site, isLoading } = useGetSiteQuery();
  const isAdmin = canSeeAdmin(user, site?.streamer.login);
  const hidden = site?.hiddenStaticGuides ?? NONE;
  const cards = useMemo(() => staticGuideCards(hidden, isAdmin), [hidden, isAdmin]);
  // Not a flash of a card an admin has hidden while the facts are on their way.
  if (isLoading) return null;
  return (
    <CardGrid>
      {cards.map((card) => (
        <StaticGuideCard key={card.slug} card={card} />
      ))}
      <ClassesGuideCard />
    </CardGrid>
  );
}
