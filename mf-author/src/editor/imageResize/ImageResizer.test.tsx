// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import { addNamespace, createI18n, UiProvider } from 'shared-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/author.json';
import fr from '../../locales/fr/author.json';
import { RichEditor } from '../RichEditor';

// jsdom lays nothing out: the picture is drawn at its width attribute (ratio 1:2 from 400 × 200)
// and the text column is 800 px wide, as a browser would report them.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const width = Number.parseFloat((this as HTMLElement).style?.width ?? '') || 0;
    return DOMRect.fromRect({ x: 10, y: 20, width, height: width / 2 });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PICTURE = '<img src="/uploads/carte.webp" alt="Carte" width="400" height="200" />';
const GEM =
  '<img class="gem-insert" src="/images/gems/Arc.png" alt="Arc" width="50" height="50" data-name="Arc" />';

function renderEditor() {
  const i18n = createI18n();
  void i18n.changeLanguage('fr');
  addNamespace(i18n, 'author', { fr, en });
  const onChange = vi.fn<(html: string) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <RichEditor value={`<p>Voici ${PICTURE} et ${GEM}</p>`} onChange={onChange} label="Texte" />
      </UiProvider>
    </I18nextProvider>,
  );
  // The editor hands its HTML over once typing pauses, or at once when focus leaves it.
  const lastHtml = () => {
    fireEvent.focusOut(screen.getByRole('textbox', { name: 'Texte' }));
    return onChange.mock.lastCall?.[0] ?? '';
  };
  return { lastHtml };
}

const picture = () => screen.getByRole('img', { name: 'Carte' });

async function choosePicture() {
  fireEvent.mouseDown(picture());
  // The module is fetched on first use.
  return screen.findByTestId('image-resizer', {}, { timeout: 5000 });
}

describe('image resize in the editor', () => {
  it('shows four corner handles and the width when a picture is clicked', async () => {
    renderEditor();
    expect(screen.queryByTestId('image-resizer')).toBeNull();
    const frame = await choosePicture();
    expect(frame.querySelectorAll('[data-corner]')).toHaveLength(4);
    const slider = screen.getByRole('slider', { name: "Largeur de l'image" });
    expect(slider.getAttribute('aria-valuenow')).toBe('400');
    expect(slider.getAttribute('aria-valuemax')).toBe('800');
  });

  it('resizes with the arrow keys and the buttons, keeping the proportions, into the HTML', async () => {
    const { lastHtml } = renderEditor();
    await choosePicture();
    const slider = screen.getByRole('slider', { name: "Largeur de l'image" });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(lastHtml()).toContain(
      '<img src="/uploads/carte.webp" alt="Carte" width="410" height="205" />',
    );
    // The picture in the editor (its entity) has the new size too.
    expect(picture().style.width).toBe('410px');
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('410');
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowLeft', shiftKey: true });
    expect(lastHtml()).toContain('width="360" height="180"');
    fireEvent.click(screen.getByRole('button', { name: "Agrandir l'image" }));
    expect(lastHtml()).toContain('width="410" height="205"');
    fireEvent.click(screen.getByRole('button', { name: "Réduire l'image" }));
    expect(lastHtml()).toContain('width="360" height="180"');
    // Never wider than the text column, never smaller than the handles can hold.
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
    expect(lastHtml()).toContain('width="800" height="400"');
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'Home' });
    expect(lastHtml()).toContain('width="32" height="16"');
  });

  it('follows a corner dragged outwards and inwards', async () => {
    const { lastHtml } = renderEditor();
    const frame = await choosePicture();
    const corner = (name: string) => frame.querySelector(`[data-corner="${name}"]`) as Element;
    fireEvent.pointerDown(corner('se'), { clientX: 400, pointerId: 1 });
    fireEvent.pointerMove(corner('se'), { clientX: 460, pointerId: 1 });
    fireEvent.pointerUp(corner('se'), { clientX: 460, pointerId: 1 });
    // The frame stays the same element, or the browser would drop the pointer it captured.
    expect(screen.getByTestId('image-resizer')).toBe(frame);
    expect(lastHtml()).toContain('width="460" height="230"');
    // A left corner grows the picture when dragged to the left.
    fireEvent.pointerDown(corner('nw'), { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(corner('nw'), { clientX: 160, pointerId: 1 });
    fireEvent.pointerUp(corner('nw'), { clientX: 160, pointerId: 1 });
    expect(lastHtml()).toContain('width="400" height="200"');
    // Moving without a press changes nothing.
    fireEvent.pointerMove(corner('se'), { clientX: 900, pointerId: 1 });
    expect(lastHtml()).toContain('width="400" height="200"');
  });

  it('leaves gem inserts alone and closes on Escape or a click in the text', async () => {
    renderEditor();
    fireEvent.mouseDown(screen.getByRole('img', { name: 'Arc' }));
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('image-resizer')).toBeNull();
    await choosePicture();
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'Escape' });
    expect(screen.queryByTestId('image-resizer')).toBeNull();
    await choosePicture();
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Texte' }));
    expect(screen.queryByTestId('image-resizer')).toBeNull();
  });
});
