import { CompositeDecorator, type ContentBlock, type ContentState } from 'draft-js';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { INSERT_ENTITY, LINK_ENTITY, type InsertData, type LinkData } from './model';

interface DecoratedProps {
  contentState: ContentState;
  entityKey: string;
  children?: ReactNode;
}

function entityStrategy(type: string) {
  return (
    block: ContentBlock,
    callback: (start: number, end: number) => void,
    content: ContentState,
  ) =>
    block.findEntityRanges((character) => {
      const key = character.getEntity();
      return key !== null && content.getEntity(key).getType() === type;
    }, callback);
}

interface DecoratedInsertProps extends DecoratedProps {
  /** Draft's key of the leaf inside, which lets it map a cursor in the wrapper to the leaf. */
  offsetKey?: string;
}

function pixels(value: string | undefined): number | null {
  const match = /^(\d+(?:\.\d+)?)(?:px)?$/.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

/** The picture's size: from its attributes, or once loaded from the picture itself. */
function useImageSize(
  attributes: Record<string, string>,
): { width: number; height: number } | null {
  const width = pixels(attributes.width);
  const height = pixels(attributes.height);
  const [natural, setNatural] = useState<{ src: string; width: number; height: number } | null>(
    null,
  );
  const src = attributes.src ?? '';
  useEffect(() => {
    if (width !== null && height !== null) return;
    const image = new Image();
    image.onload = () =>
      setNatural({ src, width: image.naturalWidth, height: image.naturalHeight });
    image.src = src;
  }, [src, width, height]);
  if (width !== null && height !== null) return { width, height };
  if (!natural || natural.src !== src || natural.width === 0) return null;
  if (width !== null) return { width, height: (natural.height * width) / natural.width };
  if (height !== null) return { width: (natural.width * height) / natural.height, height };
  return { width: natural.width, height: natural.height };
}

function cssUrl(src: string): string {
  return `url("${src.replace(/["\\\n\r]/g, (char) => encodeURIComponent(char))}")`;
}

/**
 * An inline image: the one character its entity sits on, invisible, spaced out to the picture's
 * width, with the picture as its background. Being text only (an <img> inside would be a cursor
 * stop of its own), the browser moves the cursor over it as over one letter; the leaf's offset
 * key on the wrapper lets Draft map a cursor at its edges. The saved HTML has the real <img>.
 */
function InsertImage({ contentState, entityKey, offsetKey, children }: DecoratedInsertProps) {
  const { attributes } = contentState.getEntity(entityKey).getData() as InsertData;
  const size = useImageSize(attributes);
  const style = {
    backgroundImage: cssUrl(attributes.src ?? ''),
    width: size ? `${size.width}px` : undefined,
    // The ratio, not a height: a picture wider than the editor shrinks with max-width and keeps
    // its proportions.
    aspectRatio: size ? `${size.width} / ${size.height}` : undefined,
    '--insert-spacing': `${Math.max((size?.width ?? 16) - 1, 0)}px`,
  } as CSSProperties;
  return (
    <span
      className={['rich-insert', attributes.class].filter(Boolean).join(' ')}
      data-offset-key={offsetKey}
      data-entity-key={entityKey}
      // Plain pictures only: a gem, currency or item keeps the size of the line it sits in.
      data-resizable={attributes.class ? undefined : ''}
      role="img"
      aria-label={attributes.alt}
      title={attributes.alt || undefined}
      style={style}
    >
      {children}
    </span>
  );
}

/** A link as the reader will show it; one without destination has no href. */
function Link({ contentState, entityKey, children }: DecoratedProps) {
  const { url } = contentState.getEntity(entityKey).getData() as LinkData;
  return (
    <a href={url || undefined} title={url || undefined}>
      {children}
    </a>
  );
}

export const decorator = new CompositeDecorator([
  { strategy: entityStrategy(INSERT_ENTITY), component: InsertImage },
  { strategy: entityStrategy(LINK_ENTITY), component: Link },
]);
