// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SocketedGem } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { GemPanel } from './GemPanel';

const gem = (name: string, displayName: string, couleur: string, level: number): SocketedGem => ({
  name,
  displayName,
  couleur,
  levelRequired: level,
  icon: `/images/gems/${name.replace(/ /g, '_')}.png`,
  tags: name.endsWith('Support') ? 'Support' : 'Attack',
});

const cyclone = gem('Cyclone', 'Cyclone', 'green', 28);
const melee = gem(
  'Melee Physical Damage Support',
  'Soutien : Dégâts physiques de mêlée',
  'red',
  18,
);
const brutality = gem('Brutality Support', 'Soutien : Brutalité', 'red', 38);
const fortify = gem('Fortify Support', 'Soutien : Renforcement', 'red', 31);
const ruthless = gem('Ruthless Support', 'Soutien : Impitoyabilité', 'red', 12);
const splash = gem('Melee Splash Support', 'Soutien : Dégâts de mêlée collatéraux', 'red', 8);
const leap = gem('Leap Slam', 'Bond percutant', 'red', 10);
const blood = gem('Blood Rage', 'Rage sanguinaire', 'green', 16);
const sixLink = [cyclone, melee, brutality, fortify, ruthless, splash];

/** The catalogue as `GET /api/game/gems?names=…&lang=…` answers it, for the gems above. */
function catalogue(request: Request) {
  const url = new URL(request.url);
  const french = url.searchParams.get('lang') !== 'en';
  const names = (url.searchParams.get('names') ?? '').split(',');
  const all = [...sixLink, leap, blood].filter((g) => names.includes(g.name));
  return Response.json({
    gems: all.map((g) => ({
      name: g.name,
      displayName: french ? g.displayName : g.name,
      colour: g.couleur,
      levelRequired: g.levelRequired,
      isSupport: g.name.endsWith('Support'),
      icon: g.icon,
      tags: [],
      description: '',
      isAura: false,
      isVaal: false,
      isAwakened: false,
    })),
  });
}

const groups = () => screen.getAllByRole('list');
const gemNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent ?? null);

describe('GemPanel', () => {
  it('shows a 6-link as one group of six named gems, each with its level and colour', async () => {
    serve({ 'GET /api/game/gems': catalogue });
    renderReader(
      <GemPanel
        gems={{ Torse: sixLink }}
        equipment={{ body: { name: 'Tabula Rasa', rarity: 'unique', image: '/t.png' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Gemmes' })).toBeTruthy();
    expect(screen.getByText('Compétence principale : Cyclone')).toBeTruthy();
    const [group] = groups();
    expect(groups()).toHaveLength(1);
    expect(group?.getAttribute('aria-label')).toBe('6 liens');
    expect(gemNames(group as HTMLElement)).toEqual(sixLink.map((g) => g.displayName));
    const cycloneRow = within(group as HTMLElement).getAllByRole('listitem')[0] as HTMLElement;
    expect(cycloneRow.textContent).toContain('Niv. 28');
    expect(cycloneRow.querySelector('strong')?.style.color).toBe('rgb(74, 226, 74)');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('TorseTabula Rasa');
    expect(screen.getByText('Groupe principal')).toBeTruthy();
  });

  it('splits a 4+2 into two groups, the 4-link first', () => {
    serve({ 'GET /api/game/gems': catalogue });
    renderReader(
      <GemPanel
        gems={{ Torse: [leap, blood, cyclone, melee, brutality, fortify] }}
        links={{ Torse: [0, 0, 1, 1, 1, 1] }}
      />,
    );
    const [four, two] = groups() as [HTMLElement, HTMLElement];
    expect(groups()).toHaveLength(2);
    expect(four.getAttribute('aria-label')).toBe('4 liens');
    expect(gemNames(four)).toEqual([
      'Cyclone',
      'Soutien : Dégâts physiques de mêlée',
      'Soutien : Brutalité',
      'Soutien : Renforcement',
    ]);
    expect(two.getAttribute('aria-label')).toBe('2 liens');
    expect(gemNames(two)).toEqual(['Bond percutant', 'Rage sanguinaire']);
  });

  it('shows the gems of a slot that holds no item, the main item first', () => {
    serve({});
    renderReader(
      <GemPanel
        gems={{ Bottes: [leap, blood], Torse: sixLink.slice(0, 4) }}
        equipment={{ body: { name: 'Doom Shell', rarity: 'rare', image: '/d.png' } }}
      />,
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['TorseDoom Shell', 'BottesAucun objet']);
    // Without the catalogue (it failed), the saved French names stand in.
    expect(gemNames(groups()[1] as HTMLElement)).toEqual(['Bond percutant', 'Rage sanguinaire']);
  });

  it('names the gems in English in English, from the catalogue', async () => {
    const calls = serve({ 'GET /api/game/gems': catalogue });
    renderReader(<GemPanel gems={{ Casque: [leap, fortify] }} />, 'en');
    // Before the catalogue answers, the English key stands in for the author's French name.
    expect(gemNames(groups()[0] as HTMLElement)).toEqual(['Leap Slam', 'Fortify Support']);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const asked = calls.map((request) => new URL(request.url).searchParams);
    expect(asked.map((params) => [params.get('lang'), params.get('names')])).toContainEqual([
      'en',
      'Fortify Support,Leap Slam',
    ]);
    expect(called(calls).every((call) => call.startsWith('GET /api/game/gems?'))).toBe(true);
    expect(screen.getByRole('heading', { name: 'Gems' })).toBeTruthy();
    expect(screen.getByText('Main skill: Leap Slam')).toBeTruthy();
    expect(groups()[0]?.getAttribute('aria-label')).toBe('2-link');
    expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('HelmetNo item');
    expect(screen.getByText('Lvl 10')).toBeTruthy();
  });

  it('names the gems in French from the catalogue when the author saved them in English', async () => {
    serve({ 'GET /api/game/gems': catalogue });
    const english = { ...leap, displayName: 'Leap Slam' };
    renderReader(<GemPanel gems={{ Gants: [english] }} />);
    await screen.findByText('Bond percutant');
    expect(groups()[0]?.getAttribute('aria-label')).toBe('Non liée');
  });

  it('opens the gem tooltip on hover, keyboard focus and tap', async () => {
    serve({ 'GET /api/game/gems': catalogue });
    renderReader(<GemPanel gems={{ Torse: [cyclone, melee] }} />);
    const row = screen.getByText('Cyclone').closest('li') as HTMLElement;
    expect(row.tabIndex).toBe(0);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseOver(row);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    expect(row.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    const support = screen.getByText('Soutien : Dégâts physiques de mêlée').closest('li');
    act(() => (support as HTMLElement).focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(row);
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeTruthy());
  });

  it('shows nothing for a set without gems', () => {
    serve({});
    const { container } = renderReader(<GemPanel gems={{ Torse: [null, null] }} />);
    expect(container.textContent).toBe('');
  });
});
