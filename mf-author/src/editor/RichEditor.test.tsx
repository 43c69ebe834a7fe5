// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { I18nextProvider } from 'shared-ui';
import { addNamespace, createI18n, UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en/author.json';
import fr from '../locales/fr/author.json';
import { RichEditor } from './RichEditor';
import type { RichEditorHandle } from './types';

afterEach(cleanup);

function renderEditor(ui: ReactElement) {
  const i18n = createI18n();
  void i18n.changeLanguage('fr');
  addNamespace(i18n, 'author', { fr, en });
  const wrap = (element: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <UiProvider>{element}</UiProvider>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (element: ReactElement) => view.rerender(wrap(element)) };
}

const gem = {
  name: 'Arc',
  icon: '/images/gems/Arc.png',
  tags: ['Spell', 'Lightning'],
  couleur: 'blue',
  description: 'Éclair "rebondissant"',
  levelRequired: 12,
};

describe('RichEditor', () => {
  it('is a named text box showing the HTML it was given, with the French toolbar', () => {
    renderEditor(
      <RichEditor
        value="<h2>Acte 1</h2><p>Salut <strong>les exilés</strong></p>"
        onChange={vi.fn()}
        label="Contenu du guide"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Contenu du guide' }).textContent).toContain(
      'Salut les exilés',
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme' });
    for (const name of [
      'Gras',
      'Italique',
      'Souligné',
      'Barré',
      'Citation',
      'Bloc de code',
      'Liste numérotée',
      'Liste à puces',
      'Diminuer le retrait',
      'Augmenter le retrait',
      'Centrer',
      'Aligner à droite',
      'Justifier',
      'Texte de droite à gauche',
      'Lien',
      'Effacer la mise en forme',
    ]) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
    }
    expect(screen.getByRole('combobox', { name: 'Style du paragraphe' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Titre 4' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Énorme' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Monospace' })).toBeTruthy();
    // No image dialog to open: no Image button.
    expect(screen.queryByRole('button', { name: 'Image' })).toBeNull();
  });

  it('shows bold as pressed once turned on', () => {
    renderEditor(<RichEditor value="<p>Salut</p>" onChange={vi.fn()} label="Texte" />);
    const bold = screen.getByRole('button', { name: 'Gras' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('true');
  });

  it('inserts a gem at the end when it never had focus, reports the HTML, and undoes it', async () => {
    const onChange = vi.fn();
    const ref = createRef<RichEditorHandle>();
    renderEditor(
      <RichEditor ref={ref} value="<p>Utilisez</p>" onChange={onChange} label="Texte" />,
    );
    const undo = screen.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);

    act(() => ref.current?.insertGem(gem));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p>Utilisez<img class="gem-insert" src="/images/gems/Arc.png" alt="Arc" width="50" height="50" data-name="Arc" data-icon="/images/gems/Arc.png" data-tags="Spell, Lightning" data-couleur="blue" data-description="Éclair &quot;rebondissant&quot;" data-levelrequired="12" /></p>',
      ),
    );
    expect(screen.getByRole('img', { name: 'Arc' }).className).toContain('gem-insert');

    expect(undo.disabled).toBe(false);
    fireEvent.click(undo);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Utilisez</p>'));
    expect(screen.queryByRole('img', { name: 'Arc' })).toBeNull();
  });

  it('inserts currency, item and picture with their attributes', async () => {
    const onChange = vi.fn();
    const ref = createRef<RichEditorHandle>();
    renderEditor(<RichEditor ref={ref} value="" onChange={onChange} label="Texte" />);
    act(() =>
      ref.current?.insertCurrency({
        name: 'Orbe du chaos',
        icon: '/c.png',
        type: 'Currency',
        description: 'Relance',
      }),
    );
    act(() =>
      ref.current?.insertItem({
        name: 'Tabula Rasa',
        base: 'Simple Robe',
        image: '/u.png',
        itemClass: 'Body Armours',
        rarity: 'Unique',
        text: 'Rarity: Unique\nTabula Rasa',
      }),
    );
    act(() =>
      ref.current?.insertImage({ src: '/p.webp', alt: 'carte', width: 'auto', height: '200' }),
    );
    // Once for the three inserts made in a row.
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><img class="currency-insert" src="/c.png" alt="Orbe du chaos" width="48" height="48" data-name="Orbe du chaos" data-icon="/c.png" data-type="Currency" data-description="Relance" />' +
        '<img class="item-insert" src="/u.png" alt="Tabula Rasa" width="48" height="48" data-name="Tabula Rasa" data-base="Simple Robe" data-image="/u.png" data-itemclass="Body Armours" data-rarity="unique" data-text="Rarity: Unique\nTabula Rasa" />' +
        '<img src="/p.webp" alt="carte" height="200" /></p>',
    );
  });

  it('reports the HTML once the edits pause, or at once when it loses focus', () => {
    const onChange = vi.fn();
    const ref = createRef<RichEditorHandle>();
    renderEditor(<RichEditor ref={ref} value="<p>a</p>" onChange={onChange} label="Texte" />);
    act(() => ref.current?.insertImage({ src: '/p.png', alt: '', width: 'auto', height: 'auto' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.focusOut(screen.getByRole('textbox', { name: 'Texte' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('<p>a<img src="/p.png" alt="" /></p>');
  });

  it('does not report an edit of the previous document over a new one', () => {
    // Fake timers: every timer the edit left is run below, instead of waiting and hoping.
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      const ref = createRef<RichEditorHandle>();
      const { rerender } = renderEditor(
        <RichEditor ref={ref} value="<p>a</p>" resetKey={1} onChange={onChange} label="Texte" />,
      );
      act(() =>
        ref.current?.insertImage({ src: '/p.png', alt: '', width: 'auto', height: 'auto' }),
      );
      rerender(
        <RichEditor ref={ref} value="<p>b</p>" resetKey={2} onChange={onChange} label="Texte" />,
      );
      act(() => vi.runAllTimers());
      fireEvent.focusOut(screen.getByRole('textbox', { name: 'Texte' }));
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox').textContent).toContain('b');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the value again only when resetKey changes', () => {
    const { rerender } = renderEditor(
      <RichEditor value="<p>Premier</p>" resetKey="a" onChange={vi.fn()} label="Texte" />,
    );
    rerender(<RichEditor value="<p>Second</p>" resetKey="a" onChange={vi.fn()} label="Texte" />);
    expect(screen.getByRole('textbox').textContent).toContain('Premier');
    rerender(<RichEditor value="<p>Second</p>" resetKey="b" onChange={vi.fn()} label="Texte" />);
    expect(screen.getByRole('textbox').textContent).toContain('Second');
  });

  it('asks the form for its image dialog', () => {
    const onRequestImage = vi.fn();
    renderEditor(
      <RichEditor value="" onChange={vi.fn()} onRequestImage={onRequestImage} label="Texte" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    expect(onRequestImage).toHaveBeenCalledOnce();
  });

  it('asks a link address and warns when its scheme is refused', () => {
    renderEditor(<RichEditor value="<p>voir</p>" onChange={vi.fn()} label="Texte" />);
    fireEvent.click(screen.getByRole('button', { name: 'Lien' }));
    const address = screen.getByRole('textbox', { name: 'Adresse du lien' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    expect(
      screen.getByText(/Seules les adresses http, https, mailto et tel sont acceptées/),
    ).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://poe.ninja' } });
    expect(screen.queryByText(/Seules les adresses/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('textbox', { name: 'Adresse du lien' })).toBeNull();
  });
});
