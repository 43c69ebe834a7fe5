// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import { addNamespace, createI18n, LANG_KEY, UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en/author.json';
import fr from '../locales/fr/author.json';
import type { OptimisedImage } from './optimiseImage';
import { OptimisationSummary } from './OptimisationSummary';

const result = (name: string, overrides: Partial<OptimisedImage> = {}): OptimisedImage => ({
  file: new File([new Uint8Array(10)], name, { type: 'image/webp' }),
  originalSize: 2 * 1024 * 1024,
  optimizedSize: 300 * 1024,
  format: 'image/webp',
  compression: 85,
  dimensions: { width: 1200, height: 675 },
  ...overrides,
});

function renderSummary(results: OptimisedImage[], lang: 'fr' | 'en' = 'fr') {
  localStorage.setItem(LANG_KEY, lang);
  const i18n = createI18n();
  addNamespace(i18n, 'author', { fr, en });
  return render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <OptimisationSummary results={results} />
      </UiProvider>
    </I18nextProvider>,
  );
}

/** The facts of one list entry as label → value, spaces normalised. */
function facts(item: HTMLElement): Record<string, string> {
  const terms = within(item).getAllByRole('term');
  return Object.fromEntries(
    terms.map((dt) => [
      dt.textContent ?? '',
      (dt.nextElementSibling?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '),
    ]),
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('OptimisationSummary', () => {
  it('shows nothing before a picture is optimised', () => {
    const { container } = renderSummary([]);
    expect(container.innerHTML).toBe('');
  });

  it('lists each optimised picture with sizes, compression, format and dimensions', () => {
    renderSummary([
      result('capture.webp'),
      result('carte.jpg', {
        format: 'image/jpeg',
        originalSize: 800,
        optimizedSize: 800,
        compression: 0,
        dimensions: { width: 640, height: 480 },
      }),
    ]);
    const panel = screen.getByRole('region', { name: 'Optimisation des images' });
    const [first, second] = within(panel).getAllByRole('listitem');
    expect(facts(first as HTMLElement)).toEqual({
      Fichier: 'capture.webp',
      "Taille d'origine": '2 Mo',
      'Taille optimisée': '300 ko',
      Compression: '85 %',
      Format: 'WEBP',
      Dimensions: '1200 × 675 px',
    });
    expect(facts(second as HTMLElement)).toMatchObject({
      "Taille d'origine": '800 o',
      Compression: '0 %',
      Format: 'JPEG',
      Dimensions: '640 × 480 px',
    });
  });

  it('speaks English when the site does', () => {
    renderSummary([result('capture.webp')], 'en');
    const panel = screen.getByRole('region', { name: 'Image optimisation' });
    expect(facts(within(panel).getByRole('listitem'))).toMatchObject({
      'Original size': '2 MB',
      'Optimised size': '300 kB',
      Compression: '85%',
    });
  });
});
