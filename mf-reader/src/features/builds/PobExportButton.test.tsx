// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { PobExportButton } from './PobExportButton';

const CODE = 'eNrLSM3JyQcABiwCFQ';

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('the Path of Building export button', () => {
  it('fetches the code on a click, copies it and says so', async () => {
    const calls = serve({ 'GET /api/builds/7/pob': () => Response.json({ code: CODE }) });
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    renderReader(<PobExportButton buildId={7} />);
    // Nothing is asked before the reader wants the code.
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Copier le code Path of Building' }));
    await expect
      .poll(() => screen.getByRole('status').textContent)
      .toBe('Code copié : collez-le dans Path of Building (Importer/Exporter → Importer).');
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(called(calls)).toEqual(['GET /api/builds/7/pob']);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the code selected in a read-only box when the clipboard is refused', async () => {
    serve({ 'GET /api/builds/7/pob': () => Response.json({ code: CODE }) });
    clipboard(() => Promise.reject(new DOMException('refusé', 'NotAllowedError')));
    renderReader(<PobExportButton buildId={7} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Path of Building code' }));
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Path of Building code',
    });
    expect(box.value).toBe(CODE);
    expect(box.readOnly).toBe(true);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, CODE.length]);
    expect(screen.getByRole('status').textContent).toMatch(/^The browser refuses to copy/);
  });

  it('says in French why there is no code when the server refuses', async () => {
    serve({
      'GET /api/builds/7/pob': () => Response.json({ error: 'Build non trouvé.' }, { status: 404 }),
    });
    clipboard(() => Promise.resolve());
    renderReader(<PobExportButton buildId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copier le code Path of Building' }));
    await expect
      .poll(() => screen.getByRole('status').textContent)
      .toBe('Impossible d’obtenir le code Path of Building : Build non trouvé.');
  });
});
