import {
  Button,
  HydrateWhenVisible,
  Link,
  styled,
  useLocation,
  useParams,
  useClassNames,
  useTranslation,
} from 'shared-ui';
import { useEffect } from 'react';
import { preloadTreeIndex } from 'passive-tree/load';
import { buildLineage } from './buildLineage';
import { ContentPage } from '../content/ContentPage';
import { BuildCost } from './BuildCost';
import {
  useDeleteBuildMutation,
  useGetBuildQuery,
  useWithdrawBuildEditMutation,
} from './buildsApi';
import { EquipmentGrid } from './EquipmentGrid';
import { PhaseTabs } from './PhaseTabs';
import { PobExportButton } from './PobExportButton';
import { LeagueTag } from './LeagueTag';
import { LazyPobStats } from './LazyPobStats';
import { GemPanel } from './GemPanel';
import { PassiveTreeSection } from '../passiveTree/PassiveTreeSection';
import { isShownLink, mainGems } from './phases';
import { RatingsView } from './RatingsView';
import { ShoppingList } from './ShoppingList';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * Where 'Retour à la liste' leads: the list the build was opened from, as it was (its filters
 * and page, handed over by the card in the router's state), else the bare list.
 * @example listAddressFrom({ list: '/build?classe=Witch' }) // '/build?classe=Witch'
 */
export function listAddressFrom(state: unknown): string {
  const list =
    typeof state === 'object' && state !== null && 'list' in state ? state.list : undefined;
  return typeof list === 'string' && /^\/build(\?|$)/.test(list) ? list : '/build';
}

export function BuildPage() {
  const { t } = useTranslation('reader');
  const names = useClassNames();
  const listAddress = listAddressFrom(useLocation().state);
  const id = Number(useParams().id);
  const { data: build, error, isLoading } = useGetBuildQuery(id);
  const [deleteBuild, { isLoading: deleting }] = useDeleteBuildMutation();
  const [withdrawEdit] = useWithdrawBuildEditMutation();
  const hasTree = Object.keys(build?.passive_trees ?? {}).length > 0;
  // The tree index is small: asked for now, a tree scrolled into view waits for its data only.
  useEffect(() => {
    if (hasTree) preloadTreeIndex().catch(() => undefined);
  }, [hasTree]);

  const links = build
    ? (
        [
          ['detail.atlas', build.atlas_tree_url],
          ['detail.pob', build.pobb_in_url],
          ['detail.video', build.video_url],
        ] as const
      ).filter(([, url]) => isShownLink(url))
    : [];

  return (
    <ContentPage
      kind="build"
      item={build}
      isLoading={isLoading}
      error={error}
      backTo={listAddress}
      onDelete={(buildId) => deleteBuild(buildId).unwrap()}
      deleting={deleting}
      onWithdrawEdit={(buildId) => withdrawEdit(buildId).unwrap()}
      lineage={(shown) => buildLineage(shown, names)}
      tags={(shown) => <LeagueTag build={shown} />}
    >
      {(shown) => (
        <>
          <details open>
            <summary>{t('detail.intro')}</summary>
            <p>{shown.introduction}</p>
          </details>
          {shown.ratings && <RatingsView ratings={shown.ratings} />}
          <LazyPobStats stats={shown.pob_stats?.main} notes={shown.pob_notes} />
          {links.length > 0 && (
            <Links aria-label={t('detail.links')}>
              {links.map(([key, url]) => (
                <li key={key}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {t(key)}
                  </a>
                </li>
              ))}
            </Links>
          )}
          <Button as={Link} to={`/build/${shown.id}/suivre`}>
            {t('follow.button')}
          </Button>
          <PobExportButton buildId={shown.id} />
          {/* Below the fold on a phone: taken over by React when they come into view. */}
          <HydrateWhenVisible>
            <EquipmentGrid equipment={shown.equipment} {...mainGems(shown)} />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <GemPanel equipment={shown.equipment} {...mainGems(shown)} />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <ShoppingList build={shown} />
            <BuildCost buildId={shown.id} />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <PassiveTreeSection build={shown} phase="main" />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <PhaseTabs build={shown} />
          </HydrateWhenVisible>
        </>
      )}
    </ContentPage>
  );
}
