// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { addNamespace, createI18n, createStore, UiProvider } from 'shared-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en/author.json';
import fr from '../locales/fr/author.json';
import { ImageDialog, type InsertedImage } from './ImageDialog';
import { OptimisationError, optimiseImage, type OptimisedImage } from './optimiseImage';

// jsdom has no canvas: the optimiser itself is covered by the browser test; here it is the
// boundary, and everything above it (store, requests, timers, texts) is the real code.
vi.mock('./optimiseImage', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  optimiseImage: vi.fn(),
}));
const optimise = vi.mocked(optimiseImage);

const SERVER_URL = '/uploads/3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b.webp';
const webp = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'capture.webp', {
  type: 'image/webp',
});
const result: OptimisedImage = {
  file: webp,
  originalSize: 4000,
  optimizedSize: 4,
  format: 'image/webp',
  compression: 100,
  dimensions: { width: 1200, height: 800 },
};

function serve(answer: (request: Request) => Response) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request.clone());
    return answer(request);
  });
  return requests;
}

function renderDialog({ onOuterSubmit }: { onOuterSubmit?: () => void } = {}) {
  const i18n = createI18n();
  addNamespace(i18n, 'author', { fr, en });
  const inserted: InsertedImage[] = [];
  const optimised: OptimisedImage[] = [];
  const onClose = vi.fn();
  let setOpen: (open: boolean) => void = () => undefined;
  function Harness() {
    const [open, set] = useState(true);
    setOpen = set;
    return (
      <ImageDialog
        open={open}
        onClose={() => {
          onClose();
          set(false);
        }}
        onInsert={(image) => inserted.push(image)}
        onOptimised={(r) => optimised.push(r)}
      />
    );
  }
  render(
    <Provider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          {onOuterSubmit ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                onOuterSubmit();
              }}
            >
              <Harness />
            </form>
          ) : (
            <Harness />
          )}
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { inserted, optimised, onClose, reopen: () => act(() => setOpen(true)) };
}

const insertButton = () => screen.getByRole('button', { name: 'Insérer' });
const fileInput = () =>
  screen.getByLabelText(/Glissez-déposez une image/, { selector: 'input' }) as HTMLInputElement;
const chooseFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (name = 'capture.png') => new File([new Uint8Array(4000)], name, { type: 'image/png' });
/** The queue's lines: file name and state. */
const queue = () =>
  [...(screen.queryByRole('list', { name: "File d'envoi des images" })?.children ?? [])].map(
    (line) => [...line.children].map((cell) => cell.textContent),
  );
const uploaded = (n: number) => `/uploads/${n}.webp`;

let nativeAlerts: number;
/** The announced messages next to the dialog's buttons. */
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
beforeEach(() => {
  nativeAlerts = 0;
  // The dialog never blocks the page with the browser's own alert any more.
  vi.spyOn(window, 'alert').mockImplementation(() => {
    nativeAlerts += 1;
  });
  URL.createObjectURL = vi.fn(() => 'blob:apercu');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  expect(nativeAlerts).toBe(0);
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  optimise.mockReset();
  localStorage.clear();
});

describe('ImageDialog', () => {
  it('opens blank: Insérer disabled, sizes auto, only images offered', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Insérer une image' })).toBeTruthy();
    expect((insertButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    expect((screen.getByLabelText('Largeur') as HTMLInputElement).value).toBe('auto');
    expect((screen.getByLabelText('Hauteur') as HTMLInputElement).value).toBe('auto');
    expect(fileInput().accept).toBe('image/*');
  });

  it('alerts when insertion is forced without an image', () => {
    const { inserted } = renderDialog();
    fireEvent.keyDown(screen.getByLabelText('Texte alternatif'), { key: 'Enter' });
    expect(alerts()).toEqual(['Veuillez sélectionner ou optimiser une image']);
    expect(inserted).toEqual([]);
  });

  it('inserts a typed https address as it is, with the alt text and sizes, then closes', () => {
    const { inserted, onClose } = renderDialog();
    const address = 'https://i.imgur.com/arbre.png';
    fireEvent.change(screen.getByLabelText("Ou adresse de l'image"), {
      target: { value: address },
    });
    fireEvent.change(screen.getByLabelText('Texte alternatif'), { target: { value: 'Arbre' } });
    fireEvent.change(screen.getByLabelText('Largeur'), { target: { value: '600' } });
    expect(screen.getByRole('img', { name: 'Arbre' }).getAttribute('src')).toBe(address);
    fireEvent.click(insertButton());
    expect(inserted).toEqual([{ src: address, alt: 'Arbre', width: '600', height: 'auto' }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('inserts from inside the guide’s form without submitting that form', () => {
    const outerSubmit = vi.fn();
    const { inserted } = renderDialog({ onOuterSubmit: outerSubmit });
    fireEvent.change(screen.getByLabelText("Ou adresse de l'image"), {
      target: { value: 'https://exemple.fr/a.png' },
    });
    fireEvent.click(insertButton());
    expect(inserted).toHaveLength(1);
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('refuses an address that is not http(s)', () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText("Ou adresse de l'image"), {
      target: { value: 'javascript:alert(1)' },
    });
    expect(screen.getByText('Adresse invalide : http ou https uniquement')).toBeTruthy();
    expect((insertButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a dropped file that is not an image, in the spec’s words', () => {
    renderDialog();
    const text = new File(['bonjour'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(screen.getByRole('button', { name: /Glissez-déposez/ }), {
      dataTransfer: { files: [text] },
    });
    expect(alerts()).toEqual(["Erreur lors de l'optimisation: Format de fichier non supporté"]);
    expect((insertButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('optimises, uploads the optimised file, inserts the server address, then closes 0.5 s after 100', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = serve(() =>
      Response.json(
        { url: SERVER_URL, width: 1200, height: 800, size: 4, contentType: 'image/webp' },
        { status: 201 },
      ),
    );
    optimise.mockResolvedValue(result);
    const { inserted, optimised, onClose } = renderDialog();
    chooseFile(png());
    expect(screen.getByText(/capture\.png/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Texte alternatif'), { target: { value: 'Carte' } });
    expect(screen.getByRole('img', { name: 'Carte' }).getAttribute('src')).toBe('blob:apercu');
    fireEvent.click(insertButton());

    expect(
      screen.getByRole('progressbar', { name: /^Optimisation de l'image : \d+ %$/ }),
    ).toBeTruthy();
    await waitFor(() => expect(inserted).toHaveLength(1));
    expect(inserted[0]).toEqual({ src: SERVER_URL, alt: 'Carte', width: 'auto', height: 'auto' });
    expect(optimised).toEqual([result]);
    expect(optimise).toHaveBeenCalledWith(expect.objectContaining({ name: 'capture.png' }));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('content-type')).toBe('image/webp');
    // The bytes themselves are checked in uploadsApi.test.ts: Node's fetch cannot read jsdom's File.

    expect(
      screen
        .getByRole('progressbar', { name: "Optimisation de l'image : 100 %" })
        .getAttribute('value'),
    ).toBe('100');
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('returns to idle with the spec’s alert when the optimiser fails', async () => {
    optimise.mockRejectedValue(new OptimisationError('webp'));
    const { inserted } = renderDialog();
    chooseFile(png());
    fireEvent.click(insertButton());
    await waitFor(() => expect(alerts()).toHaveLength(1));
    expect(alerts()[0]).toBe("Erreur lors de l'optimisation: Impossible de convertir en WebP");
    expect(queue()).toEqual([['capture.png', 'Erreur : Impossible de convertir en WebP']]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((insertButton() as HTMLButtonElement).disabled).toBe(false);
    expect(inserted).toEqual([]);
  });

  it('says why the server refused the upload', async () => {
    serve(() =>
      Response.json({ error: 'Image trop volumineuse : 5 Mo au maximum' }, { status: 413 }),
    );
    optimise.mockResolvedValue(result);
    const { inserted } = renderDialog();
    chooseFile(png());
    fireEvent.click(insertButton());
    await waitFor(() => expect(alerts()).toHaveLength(1));
    expect(alerts()[0]).toBe(
      "Erreur lors de l'envoi de l'image : Image trop volumineuse : 5 Mo au maximum",
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(inserted).toEqual([]);
  });

  it('takes several files and processes them one after the other, each inserted when done', async () => {
    const names = ['a.png', 'b.png', 'c.png'];
    // Each optimisation waits until the test lets it finish, to see the states in between.
    const finish: (() => void)[] = [];
    optimise.mockImplementation(
      (file) =>
        new Promise((resolve) => {
          finish.push(() => resolve({ ...result, file: new File(['x'], file.name) }));
        }),
    );
    let count = 0;
    serve(() => {
      count += 1;
      return Response.json({ url: uploaded(count) }, { status: 201 });
    });
    const { inserted, onClose } = renderDialog();
    expect(fileInput().multiple).toBe(true);
    fireEvent.change(fileInput(), { target: { files: names.map((name) => png(name)) } });
    expect(screen.getByText('3 fichiers choisis')).toBeTruthy();
    fireEvent.click(insertButton());
    expect(queue()).toEqual([
      ['a.png', 'Traitement…'],
      ['b.png', 'En attente'],
      ['c.png', 'En attente'],
    ]);
    expect(optimise).toHaveBeenCalledTimes(1);
    act(() => finish[0]?.());
    await waitFor(() => expect(queue()[1]).toEqual(['b.png', 'Traitement…']));
    expect(queue()[0]).toEqual(['a.png', 'Terminé']);
    expect(queue()[2]).toEqual(['c.png', 'En attente']);
    expect(inserted.map((image) => image.src)).toEqual([uploaded(1)]);
    act(() => finish[1]?.());
    await waitFor(() => expect(queue()[2]).toEqual(['c.png', 'Traitement…']));
    act(() => finish[2]?.());
    await waitFor(() => expect(queue()[2]).toEqual(['c.png', 'Terminé']));
    expect(inserted.map((image) => image.src)).toEqual([uploaded(1), uploaded(2), uploaded(3)]);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('goes on after a failing file, marks it, and stays open on the queue', async () => {
    // Fake time moving on its own: every timer left at the end is then run at once, below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    optimise.mockImplementation(async (file) => {
      if (file.name === 'b.png') throw new OptimisationError('load');
      return { ...result, file: new File(['x'], file.name) };
    });
    let count = 0;
    serve(() => {
      count += 1;
      return Response.json({ url: uploaded(count) }, { status: 201 });
    });
    const { inserted, onClose } = renderDialog();
    fireEvent.change(fileInput(), {
      target: { files: ['a.png', 'b.png', 'c.png'].map((name) => png(name)) },
    });
    fireEvent.click(insertButton());
    await waitFor(() => expect(queue()[2]).toEqual(['c.png', 'Terminé']));
    expect(queue()).toEqual([
      ['a.png', 'Terminé'],
      ['b.png', "Erreur : Erreur lors du chargement de l'image"],
      ['c.png', 'Terminé'],
    ]);
    expect(inserted.map((image) => image.src)).toEqual([uploaded(1), uploaded(2)]);
    expect(alerts()).toEqual([
      "Erreur lors de l'optimisation: Erreur lors du chargement de l'image",
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // A close planned after the last file would run here; none may be.
    await act(() => vi.runAllTimersAsync());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the pictures of a mixed choice and says why the rest went', () => {
    renderDialog();
    fireEvent.change(fileInput(), {
      target: { files: [png('a.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(alerts()).toEqual(["Erreur lors de l'optimisation: Format de fichier non supporté"]);
    expect(screen.getByText(/a\.png/)).toBeTruthy();
    expect((insertButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('starts blank again when reopened', () => {
    const { reopen } = renderDialog();
    fireEvent.change(screen.getByLabelText('Texte alternatif'), { target: { value: 'Ancien' } });
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByLabelText('Texte alternatif')).toBeNull();
    reopen();
    expect((screen.getByLabelText('Texte alternatif') as HTMLInputElement).value).toBe('');
  });
});
