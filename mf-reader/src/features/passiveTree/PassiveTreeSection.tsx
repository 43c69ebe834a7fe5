import { lazy, Suspense, useState } from 'react';
import { pointsAddedSince } from 'passive-tree/points';
import { type Build, styled, useClassNames, useTranslation } from 'shared-ui';
import { HighlightList } from './HighlightList';
import { TreeDrawing } from './TreeDrawing';
import { previousTree, treeOf, type PhaseTree, type TreePhase } from './treePhases';

// Only trees with an earlier phase need it: kept out of the build page's first JavaScript (the
// server renders it all the same, for readers without JavaScript).
const TreeChangeSummary = lazy(() => import('./TreeChangeSummary'));

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-block: ${({ theme }) => theme.space.sm};
  h2,
  h3 {
    margin: 0;
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
    & > header {
      grid-column: 1 / -1;
    }
  }
`;

const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  /* The dots are the colours of the drawing: taken nodes, and those new in this phase. */
  strong {
    color: ${({ theme }) => theme.colors.accent};
  }
  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.info};
  }
  strong::before,
  em::before {
    content: '● ';
  }
`;

/** The list beside the drawing on a wide screen scrolls on its own. */
const Aside = styled.div`
  ${({ theme }) => theme.media.desktop} {
    max-height: 520px;
    overflow-y: auto;
  }
`;

/**
 * The « Arbre passif » of a phase (the main build or a tab): its points, what it adds to the
 * phase before it, the drawing, and the keystones and notables by name. Nothing when the author
 * gave no tree for that phase.
 */
export function PassiveTreeSection({ build, phase }: { build: Build; phase: TreePhase }) {
  const tree = treeOf(build, phase);
  return tree ? <TreeSection build={build} phase={phase} tree={tree} /> : null;
}

function TreeSection({ build, phase, tree }: { build: Build; phase: TreePhase; tree: PhaseTree }) {
  const { t } = useTranslation('reader');
  const names = useClassNames();
  const previous = previousTree(build, phase);
  const [focused, setFocused] = useState<number | null>(null);
  const [centre, setCentre] = useState<{ id: number } | null>(null);
  const points = t('passiveTree.points', { count: tree.points });
  const headingId = `arbre-${phase}`;
  return (
    <Section aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t('passiveTree.heading')}</h2>
        <Counts>
          <strong>{points}</strong>
          {tree.ascendancy_points > 0 && (
            <span>{t('passiveTree.ascendancyPoints', { count: tree.ascendancy_points })}</span>
          )}
          {tree.other_version_nodes.length > 0 && (
            <span>{t('passiveTree.otherVersion', { count: tree.other_version_nodes.length })}</span>
          )}
          {tree.cluster_nodes.length > 0 && (
            <span>{t('passiveTree.clusterNodes', { count: tree.cluster_nodes.length })}</span>
          )}
          {/* The change's summary below says what was added since, with the ascendancy. */}
          {previous && !tree.change && (
            <em>
              {t('passiveTree.addedSince', {
                count: pointsAddedSince(tree, previous.tree),
                phase: t(`passiveTree.phases.${previous.phase}`),
              })}
            </em>
          )}
          <span>{t('passiveTree.version', { version: tree.version })}</span>
        </Counts>
        {tree.change && (
          <Suspense fallback={null}>
            <TreeChangeSummary change={tree.change} highlights={tree.highlights} />
          </Suspense>
        )}
      </header>
      <TreeDrawing
        tree={tree}
        previous={previous?.tree ?? null}
        focused={focused}
        centre={centre}
        label={t('passiveTree.canvasLabel', {
          classe: names.classe(build.classe),
          ascendancy: names.ascendancy(build.ascendancy),
          points,
        })}
      />
      <Aside>
        <HighlightList
          highlights={tree.highlights}
          onPoint={setFocused}
          onPick={(id) => setCentre({ id })}
        />
      </Aside>
    </Section>
  );
}
