import { useEffect, useRef, useState } from 'react';
import type { TreeViewHandle } from 'passive-tree';
import { Button, styled, theme, useNearViewport, useTranslation } from 'shared-ui';
import type { FormTree } from './treeForm';

const Canvas = styled.canvas`
  display: block;
  width: 100%;
  height: 260px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  touch-action: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

type Loaded = { points: number; ascendancyPoints: number } | 'failed' | null;

/**
 * A small drawing of the tree the author gave, with its points. Like the reader's, its code
 * and data load only when it comes into view: the form's first JavaScript stays as it was.
 */
export function TreePreview({ tree }: { tree: FormTree }) {
  const { t } = useTranslation('author');
  const canvas = useRef<HTMLCanvasElement>(null);
  const handle = useRef<TreeViewHandle | null>(null);
  const near = useNearViewport(canvas);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = canvas.current;
    if (!near || !element) return;
    let cancelled = false;
    import('passive-tree')
      .then(async ({ countPoints, createTreeView, loadTreeData, paletteFrom }) => {
        const data = await loadTreeData(tree.version);
        if (cancelled) return;
        handle.current = createTreeView(element, {
          data,
          tree,
          palette: paletteFrom(theme.colors),
        });
        setLoaded(countPoints(data, tree.nodes));
      })
      .catch(() => !cancelled && setLoaded('failed'));
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [near, tree, attempt]);

  return (
    <>
      <Canvas ref={canvas} role="img" aria-label={t('buildForm.tree.canvasLabel')} tabIndex={0} />
      <Status aria-live="polite">
        {loaded === null && t('buildForm.tree.loading')}
        {loaded === 'failed' && (
          <>
            {t('buildForm.tree.loadFailed')}
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('buildForm.tree.retry')}
            </Button>
          </>
        )}
        {loaded !== null && loaded !== 'failed' && (
          <>
            <strong>{t('buildForm.tree.points', { count: loaded.points })}</strong>
            {loaded.ascendancyPoints > 0 &&
              t('buildForm.tree.ascendancyPoints', { count: loaded.ascendancyPoints })}
            <Button type="button" size="sm" variant="ghost" onClick={() => handle.current?.reset()}>
              {t('buildForm.tree.reset')}
            </Button>
          </>
        )}
      </Status>
    </>
  );
}
