// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { json, renderAuthorPage, serve } from '../../test/renderAuthorPage';
import { CurrencyPicker } from './CurrencyPicker';
import { GemPicker } from './GemPicker';

const gems = {
  gems: [
    {
      name: 'Fireball',
      displayName: 'Boule de feu',
      icon: '/images/gems/Fireball.png',
      colour: 'int',
      tags: ['spell', 'fire'],
    },
    {
      name: 'Cleave',
      displayName: 'Fendoir',
      icon: '/images/gems/Cleave.png',
      colour: 'str',
      tags: ['attack'],
    },
  ],
};

const fusing = {
  name: 'Orb of Fusing',
  displayName: 'Orbe de fusion',
  icon: '/f.png',
  type: 'Currency',
};

const currencies = {
  sections: [
    {
      type: 'Currency',
      count: 2,
      currencies: [
        { name: 'Chaos Orb', displayName: 'Orbe du chaos', icon: '/c.png', type: 'Currency' },
        fusing,
      ],
    },
    {
      type: 'Fossil',
      count: 1,
      currencies: [
        { name: 'Jagged Fossil', displayName: 'Fossile dentelé', icon: '/j.png', type: 'Fossil' },
      ],
    },
  ],
};

/** A picker as the editor opens it, for a signed-in creator. */
const show = (picker: ReactElement) =>
  renderAuthorPage(picker, { path: '/', pattern: '/', role: 'createur' });

const typeFilter = (text: string) =>
  fireEvent.change(screen.getByLabelText('Filtrer par nom...'), { target: { value: text } });

describe('GemPicker', () => {
  it('lists the gems, filters them by name and hands over the one picked', async () => {
    serve({ 'GET /api/game/gems': () => json(200, gems) });
    const picked: unknown[] = [];
    show(<GemPicker open onClose={() => {}} onPick={(gem) => picked.push(gem)} />);
    const fireball = await screen.findByRole('button', { name: 'Boule de feu' });
    expect(screen.getByRole('button', { name: 'Fendoir' })).toBeTruthy();
    typeFilter('boule');
    expect(screen.queryByRole('button', { name: 'Fendoir' })).toBeNull();
    fireEvent.click(fireball);
    expect(picked).toEqual([gems.gems[0]]);
    typeFilter('zzz');
    expect(screen.getByText('Aucun résultat.')).toBeTruthy();
  });

  it('says why the gems did not load', async () => {
    serve({ 'GET /api/game/gems': () => json(404, { error: 'Ressource introuvable' }) });
    show(<GemPicker open onClose={() => {}} onPick={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Impossible de charger la liste : /,
    );
  });
});

describe('CurrencyPicker', () => {
  it('shows each section with its count, and only the sections the filter leaves', async () => {
    serve({ 'GET /api/game/currencies': () => json(200, currencies) });
    const picked: unknown[] = [];
    show(<CurrencyPicker open onClose={() => {}} onPick={(item) => picked.push(item)} />);
    const fossils = await screen.findByRole('region', { name: 'Fossiles' });
    expect(within(fossils).getByRole('heading').textContent).toBe('Fossiles (1)');
    typeFilter('orbe de');
    const currency = screen.getByRole('region', { name: 'Monnaies' });
    expect(within(currency).getByRole('heading').textContent).toBe('Monnaies (1)');
    expect(screen.queryByRole('region', { name: 'Fossiles' })).toBeNull();
    fireEvent.click(within(currency).getByRole('button', { name: 'Orbe de fusion' }));
    expect(picked).toEqual([fusing]);
    typeFilter('zzz');
    expect(screen.getByText('Aucun résultat.')).toBeTruthy();
  });
});
