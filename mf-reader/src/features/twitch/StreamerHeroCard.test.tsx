// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReader } from '../../test/renderReader';
import { StreamerHeroCard } from './StreamerHeroCard';
import type { StreamerHero } from './twitchApi';

const live: StreamerHero = {
  login: 'exilestreamer',
  displayName: 'ExileStreamer',
  avatarUrl: '/twitch-standin/avatars/exilestreamer.svg',
  twitchChannel: 'https://www.twitch.tv/exilestreamer',
  isOnline: true,
  streamTitle: 'Leveling Mercenaries en direct',
  streamGame: 'Path of Exile',
  viewerCount: 312,
  buildsCount: 1,
  guidesCount: 1,
  recentContent: [
    { type: 'guide', id: 4, title: 'Bien débuter', created_at: '2026-01-02T00:00:00.000Z' },
    { type: 'build', id: 9, title: 'Cyclone Slayer', created_at: '2026-01-01T00:00:00.000Z' },
  ],
};

describe('StreamerHeroCard', () => {
  it('shows a live streamer: En direct, stream, game, viewers, the channel and their content', () => {
    renderReader(<StreamerHeroCard streamer={live} />);
    const hero = screen.getByRole('region', { name: 'Le streamer' });
    expect(within(hero).getByRole('heading', { level: 2 }).textContent).toBe('ExileStreamer');
    expect(within(hero).getByText('En direct')).toBeTruthy();
    expect(within(hero).getByText('312 spectateurs')).toBeTruthy();
    expect(within(hero).getByText('Leveling Mercenaries en direct')).toBeTruthy();
    expect(within(hero).getByText('Joue à Path of Exile')).toBeTruthy();
    const watch = within(hero).getByRole('link', { name: 'Regarder ExileStreamer sur Twitch' });
    expect([watch.textContent, watch.getAttribute('href')]).toEqual([
      'Regarder sur Twitch',
      'https://www.twitch.tv/exilestreamer',
    ]);
    expect(within(hero).getByRole('img', { name: 'Avatar de ExileStreamer' })).toBeTruthy();
    expect(
      within(hero)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href')]),
    ).toEqual([
      ['Guide : Bien débuter', '/guide/custom/4'],
      ['Build : Cyclone Slayer', '/build/custom/9'],
    ]);
  });

  it('says Hors ligne without stream facts, and shows the initial without a picture', () => {
    renderReader(
      <StreamerHeroCard
        streamer={{
          ...live,
          isOnline: false,
          streamTitle: null,
          streamGame: null,
          viewerCount: 0,
          avatarUrl: null,
          recentContent: [],
        }}
      />,
    );
    const hero = screen.getByRole('region', { name: 'Le streamer' });
    expect(within(hero).getByText('Hors ligne')).toBeTruthy();
    expect(within(hero).queryByText('En direct')).toBeNull();
    expect(within(hero).queryByText(/spectateur/)).toBeNull();
    expect(within(hero).queryByRole('img')).toBeNull();
    expect(within(hero).getByText('E')).toBeTruthy();
    expect(within(hero).getByText('Aucun contenu créé')).toBeTruthy();
  });
});
