import { useRef, useState, type KeyboardEvent } from 'react';
import { type Build, Button, styled, useTranslation } from 'shared-ui';
import { SafeHtml } from '../content/SafeHtml';
import { EquipmentGrid } from './EquipmentGrid';
import { GemPanel } from './GemPanel';
import { PHASES, phaseContent, type Phase } from './phases';
import { ShoppingList } from './ShoppingList';
import { PassiveTreeSection } from '../passiveTree/PassiveTreeSection';
import { treePhaseOfTab } from '../passiveTree/treePhases';
import { LazyPobStats } from './LazyPobStats';
import { shownSlots } from './slotLayout';
import { tabAfterKey } from './tabKeys';
import { useMagicBases } from '../items/useMagicBases';

/**
 * On a phone the tabs run past the screen's edge: a shade on the side that has more tabs says
 * they scroll. The shades are 'scroll shadows': the covers move with the tabs (local) and hide
 * the shade at an end, the shades stay at the edges (scroll), so no script watches the scroll.
 */
const TabList = styled.div`
  display: flex;
  overflow-x: auto;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.background} 30%, transparent),
    linear-gradient(to left, ${({ theme }) => theme.colors.background} 30%, transparent) 100% 0,
    linear-gradient(to right, ${({ theme }) => theme.colors.accent}, transparent),
    linear-gradient(to left, ${({ theme }) => theme.colors.accent}, transparent) 100% 0;
  background-repeat: no-repeat;
  background-size:
    48px 100%,
    48px 100%,
    16px 100%,
    16px 100%;
  background-attachment: local, local, scroll, scroll;
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: none;
  border: none;
  border-bottom: 2px solid transparent;
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.accent};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`;

export function PhaseTabs({ build }: { build: Build }) {
  const { t } = useTranslation('reader');
  const [phase, setPhase] = useState<Phase>('leveling');
  // Each tab has its own Afficher/Masquer: the phases whose equipment grid the reader hid.
  const [hiddenGrids, setHiddenGrids] = useState<ReadonlySet<Phase>>(() => new Set());
  const gridShown = !hiddenGrids.has(phase);
  const toggleGrid = () =>
    setHiddenGrids((hidden) => {
      const next = new Set(hidden);
      if (!next.delete(phase)) next.add(phase);
      return next;
    });
  const content = phaseContent(build, phase);
  const treePhase = treePhaseOfTab(phase);
  // Magic items saved without a picture get one from their base, so they count as shown.
  const equipment = useMagicBases(content.equipment);
  const hasGrid = equipment !== null && shownSlots(equipment).length > 0;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Arrow keys, Home and End choose a tab and focus it; only the chosen tab is in the Tab order.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, PHASES.length);
    const name = next === null ? undefined : PHASES[next];
    if (next === null || name === undefined) return;
    event.preventDefault();
    setPhase(name);
    tabs.current[next]?.focus();
  };
  return (
    <section>
      <TabList role="tablist">
        {PHASES.map((name, index) => (
          <Tab
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            role="tab"
            id={`tab-${name}`}
            aria-selected={name === phase}
            aria-controls="phase-panel"
            tabIndex={name === phase ? 0 : -1}
            onClick={() => setPhase(name)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(`detail.tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id="phase-panel" aria-labelledby={`tab-${phase}`}>
        {hasGrid && (
          <Button variant="ghost" size="sm" aria-expanded={gridShown} onClick={toggleGrid}>
            {gridShown ? t('detail.hide') : t('detail.show')} — {t('detail.equipment')}
          </Button>
        )}
        {hasGrid && gridShown && equipment && (
          <EquipmentGrid equipment={equipment} gems={content.gems} links={content.links} />
        )}
        {treePhase && <LazyPobStats stats={build.pob_stats?.[treePhase]} />}
        <GemPanel gems={content.gems} links={content.links} equipment={content.equipment} />
        <ShoppingList build={build} sockets={content.gems} />
        {treePhase && <PassiveTreeSection key={treePhase} build={build} phase={treePhase} />}
        <SafeHtml html={content.html} />
      </div>
    </section>
  );
}
