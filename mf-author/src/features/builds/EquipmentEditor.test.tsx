// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { addNamespace, createI18n, createStore, UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/author.json';
import fr from '../../locales/fr/author.json';
import { frenchCatalogue, frenchTexts } from '../inserts/catalogueFixture';
import type { FormEquipment } from './buildForm';
import { EquipmentEditor } from './EquipmentEditor';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The catalogue answers at once, except the lists in `held`, which wait for `release()`. */
function stubCatalogue(held: string[], failing: string[] = []) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (held.includes(path)) await gate;
      if (failing.includes(path)) return json(404, { error: 'Ressource introuvable' });
      return json(200, frenchCatalogue[path]);
    }),
  );
  return () => release();
}

function renderEditor() {
  const i18n = createI18n();
  addNamespace(i18n, 'author', { fr, en });
  const changes: FormEquipment[] = [];
  // The form's own state, so that a saved slot shows as the form would show it.
  function Form() {
    const [equipment, setEquipment] = useState<FormEquipment>({});
    return (
      <EquipmentEditor
        equipment={equipment}
        onChange={(next) => {
          changes.push(next);
          setEquipment(next);
        }}
      />
    );
  }
  render(
    <Provider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <Form />
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
  return changes;
}

const MAGIC = 'Item Class: Gloves\nRarity: Magic\nFrosted Fishscale Gauntlets of Skill';
const save = () => screen.getByRole('button', { name: 'Enregistrer' });

function pasteInGloves() {
  fireEvent.click(screen.getByLabelText('Gants : vide, cliquez pour ajouter un objet'));
  fireEvent.change(screen.getByLabelText("Texte de l'objet copié dans le jeu"), {
    target: { value: MAGIC },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('EquipmentEditor', () => {
  it('shows a unique pasted from the French client under its French name and English picture', async () => {
    stubCatalogue([]);
    const changes = renderEditor();
    fireEvent.click(screen.getByLabelText('Gants : vide, cliquez pour ajouter un objet'));
    fireEvent.change(screen.getByLabelText("Texte de l'objet copié dans le jeu"), {
      target: { value: frenchTexts.farrul },
    });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    expect(changes).toEqual([
      {
        gloves: {
          name: "Farrul's Pounce",
          base: 'Hydrascale Gauntlets',
          itemClass: 'Gloves',
          rarity: 'unique',
          image: "/images/uniques/Farrul's_Pounce.png",
          text: frenchTexts.farrul,
        },
      },
    ]);
    const slot = screen.getByRole('button', { name: 'Gants : Assaut de Farrul' });
    expect(slot.querySelector('img')?.getAttribute('src')).toBe(
      "/images/uniques/Farrul's_Pounce.png",
    );
    expect(screen.getByRole('tooltip', { hidden: true }).querySelector('strong')?.textContent).toBe(
      'Assaut de Farrul',
    );
  });

  it('keeps Enregistrer disabled until the base list has arrived, then stores the parsed item', async () => {
    const release = stubCatalogue(['/api/game/bases']);
    const changes = renderEditor();
    pasteInGloves();
    expect(save()).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Chargement...');
    fireEvent.click(save());
    expect(changes).toEqual([]);

    release();
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(save());
    expect(changes).toEqual([
      {
        gloves: expect.objectContaining({
          name: 'Frosted Fishscale Gauntlets of Skill',
          base: 'Fishscale Gauntlets',
          itemClass: 'Gloves',
          rarity: 'magic',
          image: '/images/non_uniques/Fishscale_Gauntlets.png',
          text: MAGIC,
        }),
      },
    ]);
  });

  it('says at paste time that an item it does not recognise will be shown as text, and keeps the text', async () => {
    stubCatalogue([]);
    const changes = renderEditor();
    fireEvent.click(screen.getByLabelText('Gants : vide, cliquez pour ajouter un objet'));
    const area = screen.getByLabelText("Texte de l'objet copié dans le jeu");
    fireEvent.change(area, { target: { value: 'Mes gants préférés, avec de la vie' } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Objet non reconnu : il sera affiché comme texte.',
      ),
    );
    // A recognised item takes the note away.
    fireEvent.change(area, { target: { value: MAGIC } });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(area, { target: { value: 'Mes gants préférés, avec de la vie' } });
    fireEvent.click(save());
    expect(changes).toEqual([{ gloves: 'Mes gants préférés, avec de la vie' }]);
    // Beside the grid once saved, until the slot is emptied.
    expect(screen.getByRole('status').textContent).toBe(
      'Gants : objet non reconnu, il sera affiché comme texte.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Gants' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not stay disabled when a list fails: it parses with the lists it has', async () => {
    stubCatalogue([], ['/api/game/uniques']);
    const changes = renderEditor();
    pasteInGloves();
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    expect(changes[0]?.gloves).toMatchObject({ base: 'Fishscale Gauntlets', rarity: 'magic' });
  });
});
