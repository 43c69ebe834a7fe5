import { createStore, TOKEN_KEY } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadsApi } from './uploadsApi';

/** Global fetch is the transport under the store; everything above it is the real code. */
function serve(answer: (request: Request) => Response | Promise<Response>) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request.clone());
    return answer(request);
  });
  return requests;
}

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  // A browser's global is its window; the token is only read where there is one.
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
    removeItem: (key: string) => map.delete(key),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = {
  url: '/uploads/3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b.webp',
  width: 1200,
  height: 800,
  size: 5,
  contentType: 'image/webp',
};

describe('uploadImage', () => {
  it('posts the raw bytes with their own type and the bearer token, not JSON', async () => {
    memoryStorage({ [TOKEN_KEY]: 'jeton-de-marie' });
    const requests = serve(() => Response.json(stored, { status: 201 }));
    const store = createStore();
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x01]);
    const file = new File([bytes], 'capture.webp', { type: 'image/webp' });

    const answer = await store.dispatch(uploadsApi.endpoints.uploadImage.initiate(file)).unwrap();

    expect(answer).toEqual(stored);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/uploads');
    expect(request?.headers.get('content-type')).toBe('image/webp');
    expect(request?.headers.get('authorization')).toBe('Bearer jeton-de-marie');
    expect(new Uint8Array(await (request as Request).arrayBuffer())).toEqual(bytes);
  });

  it('hands back the server’s French refusal', async () => {
    memoryStorage({});
    serve(() => Response.json({ error: 'Format de fichier non supporté' }, { status: 415 }));
    const store = createStore();
    const file = new File(['texte'], 'faux.png', { type: 'image/png' });
    const result = await store.dispatch(uploadsApi.endpoints.uploadImage.initiate(file));
    expect(result.error).toEqual({
      status: 415,
      message: 'Format de fichier non supporté',
    });
  });
});
