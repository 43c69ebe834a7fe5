// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { addNamespace, createI18n, createStore, UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/author.json';
import fr from '../../locales/fr/author.json';
import { emptyBuildForm, toPayload, type BuildFormState } from './buildForm';
import { LeagueFields } from './LeagueFields';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const site = {
  streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
  game: { league: 'Mercenaries', gameVersion: '3.26', leagues: ['Mercenaries', 'Settlers'] },
};

function serveSite() {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  vi.stubGlobal('fetch', async () => Response.json(site));
}

/** The harness's last state, read by the assertions. */
const latest = { form: emptyBuildForm() };

function Harness({ initial, isNew }: { initial: BuildFormState; isNew: boolean }) {
  const [form, setForm] = useState(initial);
  useEffect(() => {
    latest.form = form;
  }, [form]);
  return (
    <LeagueFields
      league={form.league}
      gameVersion={form.game_version}
      isNew={isNew}
      onChange={(fields) => setForm((current) => ({ ...current, ...fields }))}
    />
  );
}

function renderFields(initial: BuildFormState, isNew: boolean) {
  const i18n = createI18n();
  addNamespace(i18n, 'author', { fr, en });
  void i18n.changeLanguage('fr');
  return render(
    <Provider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <Harness initial={initial} isNew={isNew} />
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('LeagueFields', () => {
  it('starts a new build on the current league and version, which the author may change', async () => {
    serveSite();
    renderFields(emptyBuildForm(), true);
    const league = screen.getByRole('combobox', { name: 'Ligue' });
    expect(await screen.findByDisplayValue('Mercenaries')).toBe(league);
    expect(screen.getByRole('textbox', { name: 'Version du jeu' })).toHaveProperty('value', '3.26');
    fireEvent.change(league, { target: { value: 'Settlers' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Version du jeu' }), {
      target: { value: ' 3.25 ' },
    });
    expect(toPayload(latest.form)).toMatchObject({ league: 'Settlers', game_version: '3.25' });
  });

  it('leaves an existing build’s league as it was, even unsaid', async () => {
    serveSite();
    renderFields({ ...emptyBuildForm(), league: '', game_version: '' }, false);
    // The site's answer has arrived (the known leagues are offered) and changed nothing.
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Ligue' })).toHaveProperty('value', '');
    expect(toPayload(latest.form)).toMatchObject({ league: '', game_version: '' });
  });
});
