import { useState } from 'react';
import { GEM_SLOTS, styled } from 'shared-ui';
import type { CatalogueGem } from '../../authorApi';
import { GemPicker } from '../inserts/GemPicker';
import { withSocket, type FormGem, type FormSockets } from './buildForm';
import { slotLinksOf, type FormSlotLinks } from './formLinks';
import { SlotSockets } from './SlotSockets';

export interface GemSocketPanelProps {
  sockets: FormSockets;
  onChange(next: FormSockets): void;
  /** Per slot label, each socket's link group; a slot left out is all linked. */
  links: FormSlotLinks;
  onToggleLink(slot: string, index: number): void;
}

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const toFormGem = (gem: CatalogueGem): FormGem => ({
  name: gem.name,
  displayName: gem.displayName,
  icon: gem.icon,
  tags: gem.tags.join(', '),
  couleur: gem.colour,
  description: gem.description,
  levelRequired: gem.levelRequired,
});

/**
 * The gem sockets of the eight socketed slots (Torse 6, Casque, Gants, Bottes 4, Arme 1 6,
 * Arme 2 3, each ring 1). A click on a socket opens the gem picker; a gem can always be removed;
 * the bar between two sockets links or unlinks them.
 */
export function GemSocketPanel({ sockets, onChange, links, onToggleLink }: GemSocketPanelProps) {
  const [picking, setPicking] = useState<{ slot: string; index: number } | null>(null);

  return (
    <>
      <Slots>
        {Object.values(GEM_SLOTS).map(({ label, sockets: count }) => (
          <SlotSockets
            key={label}
            label={label}
            count={count}
            gems={sockets[label] ?? []}
            links={slotLinksOf(links, label)}
            onPick={(index) => setPicking({ slot: label, index })}
            onRemove={(index) => onChange(withSocket(sockets, label, index, null))}
            onToggleLink={(index) => onToggleLink(label, index)}
          />
        ))}
      </Slots>
      <GemPicker
        open={picking !== null}
        onClose={() => setPicking(null)}
        onPick={(gem) => {
          if (picking) onChange(withSocket(sockets, picking.slot, picking.index, toFormGem(gem)));
          setPicking(null);
        }}
      />
    </>
  );
}
