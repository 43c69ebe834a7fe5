import { Editor, type EditorState } from 'draft-js';
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'shared-ui';
import { blockStyle, keyBinding, showsPlaceholder, styleMap } from './editorBehaviour';
import { DEFAULT_MAX_HEIGHT_PX, EditorFrame, EditorScroll } from './editorStyles';
import { setGroupStyle, toggleBlockType } from './formatting';
import { plainImage, resizeImage, selectedImage } from './imageResize/resizeImage';
import { insertImage } from './insertion';
import { currencyAttributes, gemAttributes, imageAttributes, itemAttributes } from './inserts';
import { LinkForm } from './LinkForm';
import { cleanSelection, currentLink, removeLink, setLink } from './links';
import { Toolbar, type ToolbarAction } from './Toolbar';
import type { RichEditorProps } from './types';
import { useDraftHandlers } from './useDraftHandlers';
import { useEditorHistory } from './useEditorHistory';

// The image-resize module is fetched the first time a picture is chosen, not with the editor.
const ImageResizer = lazy(() => import('./imageResize/ImageResizer'));

const pixels = (value: string | undefined) => (/^\d+$/.test(value ?? '') ? Number(value) : null);

/**
 * The rich-text editor of the guide and build forms (Draft.js): the spec's toolbar, undo grouped
 * over 2 s, inline gem, currency, item and image inserts, and HTML in and out that the reader
 * shows as the author saw it.
 */
export function RichEditor({
  value,
  onChange,
  label,
  maxHeight = DEFAULT_MAX_HEIGHT_PX,
  onRequestImage,
  resetKey,
  id,
  ref,
}: RichEditorProps) {
  const { t } = useTranslation('author');
  const { state, current, edit, flush, undo, redo } = useEditorHistory(value, resetKey, onChange);
  const editorRef = useRef<Editor>(null);
  const hadFocus = useRef(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const editorKey = `rich-${useId().replace(/:/g, '')}`;
  // State, not a ref: the resize frame is drawn once the box exists.
  const [scroll, setScroll] = useState<HTMLDivElement | null>(null);
  // A picture chosen by a click; the keyboard chooses one by selecting it (Shift+arrow).
  const [clicked, setClicked] = useState<string | null>(null);
  const chosen = clicked ?? selectedImage(state);
  const chosenAttributes = chosen ? plainImage(state.getCurrentContent(), chosen) : null;
  const choosePicture = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('[data-testid="image-resizer"]')) return;
    const picture = event.target.closest('[data-resizable]');
    setClicked(picture?.getAttribute('data-entity-key') ?? null);
  };
  const resizeChosen = (width: number, ratio: number) => {
    if (!chosen) return;
    const resized = resizeImage(current(), chosen, width, ratio);
    if (!resized) return;
    edit(resized.state);
    if (clicked) setClicked(resized.entityKey);
  };

  const focus = useCallback(() => editorRef.current?.focus(), []);
  const insert = useCallback(
    (attributes: Record<string, string>) => {
      edit(insertImage(current(), attributes, !hadFocus.current));
      requestAnimationFrame(focus);
    },
    [current, edit, focus],
  );
  useImperativeHandle(
    ref,
    () => ({
      insertGem: (gem) => insert(gemAttributes(gem)),
      insertCurrency: (currency) => insert(currencyAttributes(currency)),
      insertItem: (item) => insert(itemAttributes(item)),
      insertImage: (image) => insert(imageAttributes(image)),
      focus,
    }),
    [insert, focus],
  );

  const afterTool = (next: EditorState) => {
    edit(next);
    requestAnimationFrame(focus);
  };
  const onAction = (action: ToolbarAction) => {
    const now = current();
    if (action.kind === 'apply') afterTool(action.apply(now));
    if (action.kind === 'blockType') afterTool(toggleBlockType(now, action.type));
    if (action.kind === 'style') afterTool(setGroupStyle(now, action.group, action.style));
    if (action.kind === 'clean') afterTool(cleanSelection(now));
    if (action.kind === 'link') setLinkOpen((open) => !open);
    if (action.kind === 'image') onRequestImage?.();
    if (action.kind === 'undo') undo();
    if (action.kind === 'redo') redo();
  };

  const handlers = useDraftHandlers(editorKey, edit, undo, redo);

  const link = currentLink(state);
  return (
    <EditorFrame id={id} onBlur={flush}>
      <Toolbar
        state={state}
        onAction={onAction}
        linkOpen={linkOpen}
        canImage={onRequestImage !== undefined}
      />
      {linkOpen && (
        <LinkForm
          initialUrl={link?.url ?? ''}
          onApply={(url) => {
            setLinkOpen(false);
            afterTool(setLink(current(), url));
          }}
          onRemove={
            link
              ? () => {
                  setLinkOpen(false);
                  afterTool(removeLink(current()));
                }
              : null
          }
          onCancel={() => {
            setLinkOpen(false);
            requestAnimationFrame(focus);
          }}
        />
      )}
      <EditorScroll
        ref={setScroll}
        $maxHeight={maxHeight}
        onMouseDown={choosePicture}
        onClick={(event) => event.target === event.currentTarget && focus()}
      >
        <Editor
          ref={editorRef}
          editorKey={editorKey}
          editorState={state}
          onChange={edit}
          onFocus={() => {
            hadFocus.current = true;
          }}
          ariaLabel={label}
          ariaMultiline
          placeholder={showsPlaceholder(state) ? t('editor.placeholder') : undefined}
          customStyleMap={styleMap}
          blockStyleFn={blockStyle}
          keyBindingFn={keyBinding}
          handleKeyCommand={handlers.handleKeyCommand}
          handleReturn={handlers.handleReturn}
          handlePastedText={handlers.handlePastedText}
          spellCheck
        />
        {chosen && chosenAttributes && scroll && (
          <Suspense fallback={null}>
            <ImageResizer
              container={scroll}
              entityKey={chosen}
              width={pixels(chosenAttributes.width)}
              onResize={resizeChosen}
              onClose={() => {
                setClicked(null);
                focus();
              }}
            />
          </Suspense>
        )}
      </EditorScroll>
    </EditorFrame>
  );
}
