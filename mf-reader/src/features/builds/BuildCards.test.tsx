// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { BuildCard } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { renderReader, serve } from '../../test/renderReader';
import { BuildCardItem, formatChaos } from './BuildCards';
import { listAddressFrom } from './BuildPage';

const card: BuildCard = {
  id: 7,
  user_id: 1,
  author: 'MarieCrea',
  title: 'Nécromancien invocateur',
  introduction: 'Des zombies partout.',
  classe: 'Witch',
  ascendancy: 'Necromancer',
  bloodline: '',
  ratings: { difficulte: 2, cout: 1, boss: 3, rapidite: 4, survie: 5 },
  is_public: true,
  is_example: false,
  review_status: 'published',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  league: 'Mercenaries',
  game_version: '3.26',
  favourite_count: 3,
  main_skill: 'Raise Zombie',
  main_skill_fr: 'Réanimation en Zombie',
  main_skill_icon: '/images/gems/Raise_Zombie.png',
  main_cost_chaos: 44.6,
  pob_life: null,
  pob_dps: null,
};

const renderCard = (build: BuildCard, language: 'fr' | 'en' = 'fr') => {
  // The league tag asks which league is current.
  serve({
    'GET /api/site': () =>
      Response.json({
        streamer: { login: 'x', displayName: 'X' },
        game: { league: 'Mercenaries', version: '3.26', leagues: ['Mercenaries'] },
      }),
  });
  return renderReader(
    <ul>
      <BuildCardItem build={build} headingLevel={2} listAddress="/build?classe=Witch" />
    </ul>,
    language,
  );
};

describe('BuildCardItem', () => {
  it('marks a build the site ships « Exemple », and no build a player wrote', async () => {
    const { unmount } = renderCard({ ...card, is_example: true });
    const badge = await screen.findByTestId('example-badge');
    expect(badge.textContent).toBe('Exemple');
    expect(badge.getAttribute('title')).toBe(
      "Contenu d'exemple fourni avec le site, pas celui d'un joueur",
    );
    unmount();
    renderCard(card);
    expect(await screen.findByText('Mercenaries · 3.26')).toBeTruthy();
    expect(screen.queryByTestId('example-badge')).toBeNull();
  });

  it('shows the emblem, the class, the main skill in French with its picture, and the cost', () => {
    const { container } = renderCard(card);
    const link = screen.getByRole('link', { name: /Nécromancien invocateur/ });
    expect(link.getAttribute('href')).toBe('/build/custom/7');
    const pictures = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual(
      expect.arrayContaining([
        '/ascendancy/Witch_Necromancer.png',
        '/images/gems/Raise_Zombie.png',
        '/images/currency/Chaos_Orb.png',
      ]),
    );
    expect(within(link).getByText('Sorcière · Nécromancienne')).toBeTruthy();
    expect(screen.getByTestId('card-skill').textContent).toBe('Réanimation en Zombie');
    expect(screen.getByTestId('card-cost').textContent).toBe('uniques et gemmes ≈ 45 chaos');
    expect(screen.getByText('par MarieCrea')).toBeTruthy();
    expect(screen.getByText('Mercenaries · 3.26')).toBeTruthy();
  });

  it('shows the life and DPS Path of Building computed, and nothing for a build typed by hand', () => {
    renderCard({ ...card, pob_life: 6728, pob_dps: 567004.71 });
    const pob = screen.getByTestId('card-pob');
    expect(pob.textContent?.replace(/\s/g, ' ')).toBe('6 728 PV · 567 k DPS');
    expect(pob.getAttribute('title')).toBe('Calculé par Path of Building');
  });

  it('shows no computed figure on a card typed by hand', () => {
    renderCard(card);
    expect(screen.queryByTestId('card-pob')).toBeNull();
  });

  it('names the skill and the class in English for an English reader', () => {
    renderCard(card, 'en');
    expect(screen.getByTestId('card-skill').textContent).toBe('Raise Zombie');
    expect(screen.getByText('Witch · Necromancer')).toBeTruthy();
  });

  it('shows the bloodline in French after the ascendancy', () => {
    renderCard({ ...card, bloodline: 'Aul' });
    expect(screen.getByText('Sorcière · Nécromancienne · Aul Bloodline')).toBeTruthy();
  });

  it('marks a Raider as made before 3.25', () => {
    renderCard({ ...card, classe: 'Ranger', ascendancy: 'Raider' });
    expect(screen.getByText('Rôdeuse · Furie (avant 3.25)')).toBeTruthy();
  });

  it('says nothing of the cost when it is unknown, never 0 chaos', () => {
    renderCard({ ...card, main_cost_chaos: null, main_skill: '', main_skill_icon: '' });
    expect(screen.queryByTestId('card-cost')).toBeNull();
    expect(screen.queryByText(/chaos/)).toBeNull();
    expect(screen.getByTestId('card-skill').textContent).toBe('Compétence non précisée');
  });

  it('gives each rating its value and which way it reads', () => {
    renderCard(card);
    const cost = screen.getByTestId('card-rating-cout');
    expect(cost.getAttribute('title')).toBe('Coût : 1/5 (1 = presque gratuit · 5 = très cher)');
    expect(within(cost).getByText('Coût')).toBeTruthy();
    expect(
      screen.getByLabelText('Difficulté : 2/5 (1 = très facile à jouer · 5 = exigeant)'),
    ).toBeTruthy();
    expect(screen.getByTestId('card-rating-survie').getAttribute('title')).toContain(
      '5/5 (1 = fragile · 5 = très résistant)',
    );
  });

  it('formats chaos as a reader counts them', () => {
    expect(formatChaos(44.6, 'fr')).toBe('45');
    expect(formatChaos(2.25, 'fr')).toBe('2,3');
    expect(formatChaos(1500, 'en')).toBe('1,500');
  });
});

describe('listAddressFrom', () => {
  it.each([
    [{ list: '/build?classe=Witch&page=2' }, '/build?classe=Witch&page=2'],
    [{ list: '/build' }, '/build'],
    [{ list: 'https://ailleurs.example/build' }, '/build'],
    [{ list: '/buildings' }, '/build'],
    [null, '/build'],
    ['/build?x', '/build'],
  ])('%o leads back to %s', (state, expected) => {
    expect(listAddressFrom(state)).toBe(expected);
  });
});
