import type { EditorState } from 'draft-js';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'shared-ui';
import { currentBlockType, currentGroupStyle, STYLE_GROUPS, type StyleGroup } from './formatting';
import { currentLink } from './links';
import type { BlockType, InlineStyle } from './model';
import { BUTTON_GROUPS } from './toolbarItems';
import { Bar, Group, Select, Tool } from './toolbarStyles';

const HEADING_TYPES: BlockType[] = [
  'unstyled',
  'header-one',
  'header-two',
  'header-three',
  'header-four',
];

export type ToolbarAction =
  | { kind: 'apply'; apply: (state: EditorState) => EditorState }
  | { kind: 'blockType'; type: BlockType }
  | { kind: 'style'; group: StyleGroup; style: InlineStyle | null }
  | { kind: 'link' | 'image' | 'clean' | 'undo' | 'redo' };

export interface ToolbarProps {
  state: EditorState;
  onAction: (action: ToolbarAction) => void;
  linkOpen: boolean;
  canImage: boolean;
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
const LINK_ICON =
  'M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 0 1 3.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 0 1-3.5-3.5L5.5 8';
const IMAGE_ICON = 'M2 3.5h12v9H2zM2.5 11.5l3.5-4 3 3 1.5-1.5 3 2.5M10.5 6.2h.1';
const CLEAN_ICON = 'M3 3.5h8M7 3.5l-2 9M2.5 13.5l11-11';

// A mouse press on a tool must not take the focus (and the selection) away from the text.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Arrow keys, Home and End move between the tools, as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key) || event.target instanceof HTMLSelectElement) return;
  const tools = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), select'),
  );
  const index = tools.indexOf(event.target as HTMLElement);
  const next =
    { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: tools.length - 1 }[event.key] ??
    index;
  tools[(next + tools.length) % tools.length]?.focus();
  event.preventDefault();
}

/** The editor's toolbar: French labels, pressed states for what applies to the selection. */
export function Toolbar({ state, onAction, linkOpen, canImage }: ToolbarProps) {
  const { t } = useTranslation('author');
  const blockType = currentBlockType(state) as BlockType;
  const styleSelect = (group: StyleGroup) => (
    <Select
      aria-label={t(`editor.${group}`)}
      title={t(`editor.${group}`)}
      value={currentGroupStyle(state, group) ?? 'normal'}
      onChange={(event) => {
        const value = event.target.value;
        onAction({
          kind: 'style',
          group,
          style: value === 'normal' ? null : (value as InlineStyle),
        });
      }}
    >
      {['normal', ...STYLE_GROUPS[group]].map((value) => (
        <option key={value} value={value}>
          {t(`editor.${group}s.${value}` as 'editor.sizes.normal')}
        </option>
      ))}
    </Select>
  );
  const action = (
    kind: 'link' | 'image' | 'clean' | 'undo' | 'redo',
    icon: ReactNode,
    pressed?: boolean,
  ) => (
    <Tool
      aria-label={t(`editor.${kind}`)}
      title={
        kind === 'undo'
          ? `${t('editor.undo')} (Ctrl+Z)`
          : kind === 'redo'
            ? `${t('editor.redo')} (Ctrl+Y)`
            : t(`editor.${kind}`)
      }
      aria-pressed={pressed}
      disabled={
        (kind === 'undo' && state.getUndoStack().size === 0) ||
        (kind === 'redo' && state.getRedoStack().size === 0)
      }
      onMouseDown={keepFocus}
      onClick={() => onAction({ kind })}
    >
      {icon}
    </Tool>
  );

  return (
    <Bar role="toolbar" aria-label={t('editor.toolbar')} onKeyDown={moveFocus}>
      <Group>
        <Select
          aria-label={t('editor.blockType')}
          title={t('editor.blockType')}
          value={HEADING_TYPES.includes(blockType) ? blockType : 'unstyled'}
          onChange={(event) =>
            onAction({ kind: 'blockType', type: event.target.value as BlockType })
          }
        >
          {HEADING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`editor.blockTypes.${type}` as 'editor.blockTypes.unstyled')}
            </option>
          ))}
        </Select>
        {styleSelect('size')}
        {styleSelect('font')}
      </Group>
      {BUTTON_GROUPS.map((buttons) => (
        <Group key={buttons[0]?.label}>
          {buttons.map((button) => (
            <Tool
              key={button.label}
              aria-label={t(`editor.${button.label}`)}
              title={
                button.shortcut
                  ? `${t(`editor.${button.label}`)} (${button.shortcut})`
                  : t(`editor.${button.label}`)
              }
              aria-pressed={button.pressed ? button.pressed(state) : undefined}
              onMouseDown={keepFocus}
              onClick={() => onAction({ kind: 'apply', apply: button.apply })}
            >
              {button.icon}
            </Tool>
          ))}
        </Group>
      ))}
      <Group>
        {action('link', <Icon path={LINK_ICON} />, linkOpen || currentLink(state) !== null)}
        {canImage && action('image', <Icon path={IMAGE_ICON} />)}
        {action('clean', <Icon path={CLEAN_ICON} />)}
      </Group>
      <Group>
        {action('undo', '↶')}
        {action('redo', '↷')}
      </Group>
    </Bar>
  );
}
