import {
  Button,
  DetailStates,
  HydrateWhenVisible,
  Link,
  styled,
  useLocation,
  usePageMeta,
  useParams,
  useClassNames,
  useTranslation,
} from 'shared-ui';
import {
  useDeleteBuildMutation,
  useGetBuildQuery,
  useWithdrawBuildEditMutation,
} from '../../contentHooks';
import { useEffect } from 'react';
import { preloadTreeIndex } from 'passive-tree/load';
import { buildLineage } from './buildLineage';
import { ContentArticle, ContentFooter, ContentHeader } from '../content/ContentPage';
import { BuildCost } from './BuildCost';
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
  usePageMeta(build?.title);
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
    <DetailStates
      isLoading={isLoading}
      error={error}
      missingText={t('detail.buildMissing')}
      backTo={listAddress}
    >
      {build && (
        <ContentArticle>
          <ContentHeader
            kind="build"
            item={build}
            lineage={buildLineage(build, names)}
            tag={<LeagueTag build={build} />}
            deleting={deleting}
            onDelete={() => deleteBuild(build.id).unwrap()}
            onWithdrawEdit={() => withdrawEdit(build.id).unwrap()}
          />
          <details open>
            <summary>{t('detail.intro')}</summary>
            <p>{build.introduction}</p>
          </details>
          {build.ratings && <RatingsView ratings={build.ratings} />}
          <LazyPobStats stats={build.pob_stats?.main} notes={build.pob_notes} />
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
          <Button as={Link} to={`/build/${build.id}/suivre`}>
            {t('follow.button')}
          </Button>
          <PobExportButton buildId={build.id} />
          {/* Below the fold on a phone: taken over by React when they come into view. */}
          <HydrateWhenVisible>
            <EquipmentGrid equipment={build.equipment} {...mainGems(build)} />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <GemPanel equipment={build.equipment} {...mainGems(build)} />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <ShoppingList build={build} />
            <BuildCost buildId={build.id} />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <PassiveTreeSection build={build} phase="main" />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <PhaseTabs build={build} />
          </HydrateWhenVisible>
          <ContentFooter kind="build" id={build.id} backTo={listAddress} />
        </ContentArticle>
      )}
    </DetailStates>
  );
}
