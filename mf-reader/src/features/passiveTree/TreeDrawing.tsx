import { useEffect, useRef, useState } from 'react';
import type { TreeViewHandle } from 'passive-tree';
import { loadTreeData } from 'passive-tree/load';
import { Button, styled, theme, useNearViewport, useTranslation } from 'shared-ui';
import type { PhaseTree } from './treePhases';

const Frame = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  canvas {
    display: block;
    width: 100%;
    height: 100%;
    /* The drawing takes drags and pinches; the page scrolls around it. */
    touch-action: none;
    cursor: grab;
  }
  canvas:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Controls = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  span {
    padding: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export interface TreeDrawingProps {
  tree: PhaseTree;
  /** The earlier phase's nodes: the ones this phase adds are drawn apart. */
  previous?: PhaseTree | null;
  /** Ringed node (a name pointed at in the list). */
  focused?: number | null;
  /** A node to bring to the middle; a new object each time it is asked. */
  centre?: { id: number } | null;
  label: string;
  height?: string;
}

/** 'idle' until the frame comes near (and for good in a page read without JavaScript). */
type Status = 'idle' | 'waiting' | 'ready' | 'failed';

/**
 * A phase's tree on a canvas. Its code (`passive-tree`) and the tree data load only when the
 * frame comes near the viewport, so they are never part of a page's first JavaScript.
 */
export function TreeDrawing({
  tree,
  previous,
  focused = null,
  centre,
  label,
  height = '420px',
}: TreeDrawingProps) {
  const { t, i18n } = useTranslation('reader');
  const french = i18n.language === 'fr';
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const handle = useRef<TreeViewHandle | null>(null);
  const near = useNearViewport(frame);
  const [status, setStatus] = useState<Status>('idle');
  const [zoom, setZoom] = useState(1);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = canvas.current;
    if (!near || !element) return;
    let cancelled = false;
    let view: TreeViewHandle | null = null;
    setStatus('waiting');
    // The allocated notables' French names come with the build: no other download for them.
    const names = new Map(
      french ? tree.highlights.flatMap((h) => (h.name_fr ? [[h.id, h.name_fr] as const] : [])) : [],
    );
    // The data downloads beside the drawing's code, not after it.
    Promise.all([import('passive-tree'), loadTreeData(tree.version)])
      .then(([{ createTreeView, nodesAdded, paletteFrom }, data]) =>
        createTreeView(element, {
          data,
          tree,
          // The server's order when it gave one: numbers on the added nodes, crosses on the dropped.
          added: tree.change ? new Set(tree.change.added) : nodesAdded(tree, previous),
          order: tree.change && new Map(tree.change.added.map((id, index) => [id, index + 1])),
          removed: tree.change && new Set(tree.change.removed),
          palette: paletteFrom(theme.colors),
          onZoom: setZoom,
          names,
        }),
      )
      .then(
        (created) => {
          view = created;
          if (cancelled) return created.destroy();
          handle.current = created;
          setStatus('ready');
        },
        () => !cancelled && setStatus('failed'),
      );
    return () => {
      cancelled = true;
      view?.destroy();
      handle.current = null;
    };
  }, [near, tree, previous, attempt, french]);

  useEffect(() => handle.current?.focus(focused), [focused, status]);
  useEffect(() => {
    if (centre) handle.current?.centre(centre.id);
  }, [centre]);

  return (
    <Frame ref={frame} $height={height}>
      <canvas ref={canvas} role="img" aria-label={label} tabIndex={0} />
      {status === 'ready' ? (
        <Controls>
          <span>{t('passiveTree.zoom', { percent: Math.round(zoom * 100) })}</span>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('passiveTree.zoomOut')}
            onClick={() => handle.current?.zoom(-1)}
          >
            −
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('passiveTree.zoomIn')}
            onClick={() => handle.current?.zoom(1)}
          >
            +
          </Button>
          <Button size="sm" variant="secondary" onClick={() => handle.current?.reset()}>
            {t('passiveTree.reset')}
          </Button>
        </Controls>
      ) : (
        <Overlay>
          {status === 'failed' ? (
            <>
              <p role="alert">{t('passiveTree.loadFailed')}</p>
              <Button size="sm" onClick={() => setAttempt((n) => n + 1)}>
                {t('passiveTree.retry')}
              </Button>
            </>
          ) : status === 'waiting' ? (
            <p>{t('passiveTree.loading')}</p>
          ) : (
            // A browser with JavaScript reads this as raw text, so the words must need no HTML
            // escaping (’, never '): otherwise the page's takeover sees a mismatch and redraws.
            <noscript>{t('passiveTree.noScript')}</noscript>
          )}
        </Overlay>
      )}
    </Frame>
  );
}
