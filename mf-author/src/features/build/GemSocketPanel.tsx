import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GEM_SLOTS, gemColour, gemRows } from 'shared-ui';
import type { CatalogueGem } from '../../authorApi';
import { RemoveButton } from '../common/formParts';
import { GemPicker } from '../inserts/GemPicker';
import { withSocket, type FormGem, type FormSockets } from './buildForm';

export interface GemSocketPanelProps {
  sockets: FormSockets;
  onChange(next: FormSockets): void;
}

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const SlotCard = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Sockets two by two, in the game's zig-zag order. */
const Pairs = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 48px);
  gap: 6px;
  justify-content: center;
`;

const Socket = styled.div`
  position: relative;
  width: 48px;
  height: 48px;
`;

const SocketButton = styled.button<{ $colour: string; $filled: boolean }>`
  width: 100%;
  height: 100%;
  padding: 2px;
  border: 2px ${({ $filled }) => ($filled ? 'solid' : 'dashed')} ${({ $colour }) => $colour};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.25rem;
  cursor: pointer;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
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
 * Arme 2 3, each ring 1). A click on a socket opens the gem picker; a gem can always be removed.
 */
export function GemSocketPanel({ sockets, onChange }: GemSocketPanelProps) {
  const { t } = useTranslation('author');
  const [picking, setPicking] = useState<{ slot: string; index: number } | null>(null);

  return (
    <>
      <Slots>
        {Object.values(GEM_SLOTS).map(({ label, sockets: count }) => (
          <SlotCard key={label}>
            <legend>{label}</legend>
            <Pairs>
              {gemRows(count)
                .flat()
                .map((index, cell) => {
                  if (index === null) return <span key={`blank-${cell}`} />;
                  const gem = sockets[label]?.[index] ?? null;
                  const n = index + 1;
                  return (
                    <Socket key={index}>
                      <SocketButton
                        type="button"
                        $filled={gem !== null}
                        $colour={gem ? gemColour(gem.couleur) : '#6b5f4c'}
                        aria-label={
                          gem
                            ? t('sockets.filled', { slot: label, n, name: gem.displayName })
                            : t('sockets.empty', { slot: label, n })
                        }
                        title={gem?.displayName}
                        onClick={() => setPicking({ slot: label, index })}
                      >
                        {gem ? <img src={gem.icon} alt="" /> : '+'}
                      </SocketButton>
                      {gem && (
                        <RemoveButton
                          aria-label={t('sockets.remove', {
                            slot: label,
                            n,
                            name: gem.displayName,
                          })}
                          onClick={() => onChange(withSocket(sockets, label, index, null))}
                        >
                          ×
                        </RemoveButton>
                      )}
                    </Socket>
                  );
                })}
            </Pairs>
          </SlotCard>
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
