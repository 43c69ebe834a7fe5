// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToken, storeToken, userSignedIn, type CurrentUser } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { CommentSection } from './CommentSection';

const player: CurrentUser = {
  id: 5,
  username: 'paul_joueur',
  role: 'user',
  sessionStatus: 'valid',
};

const comment = {
  id: 1,
  user_id: 9,
  author_name: 'MarieCrea',
  content: 'Premier avis',
  created_at: '2026-01-01T00:00:00.000Z',
  is_pinned: false,
  replies: [],
};

function show(routes: Parameters<typeof serve>[0] = {}) {
  const calls = serve({
    'GET /api/forum/comments/build/3': () => Response.json({ comments: [comment] }),
    ...routes,
  });
  const view = renderReader(<CommentSection contentType="build" contentId={3} />);
  act(() => {
    view.store.dispatch(userSignedIn(player));
  });
  return calls;
}

/** Types in the box named `label` and presses its own 'Publier'. */
async function send(label: string, text: string) {
  const box = await screen.findByRole('textbox', { name: label });
  fireEvent.change(box, { target: { value: text } });
  const form = box.closest('form');
  if (!form) throw new Error(`No form around ${label}`);
  fireEvent.click(within(form).getByRole('button', { name: 'Publier' }));
}

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('CommentSection', () => {
  it('sends nothing without a stored token and says the token is missing', async () => {
    const calls = show();
    await screen.findByText('Premier avis');
    await send('Commentaire', 'Bonjour');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "Erreur lors de la création du commentaire: Token d'authentification manquant",
    );
    expect(called(calls).filter((call) => call.startsWith('POST'))).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not send a reply without a stored token either', async () => {
    const calls = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Répondre' }));
    await send('Réponse', 'Merci');
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Erreur lors de la création de la réponse: Token d'authentification manquant",
    );
    expect(called(calls).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('says the server’s refusal on the page, not in a browser dialog', async () => {
    storeToken('jeton');
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    show({
      'POST /api/forum/comments': () =>
        Response.json({ error: 'Trop de messages, réessayez plus tard' }, { status: 429 }),
    });
    await send('Commentaire', 'Bonjour');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Erreur lors de la création du commentaire: Trop de messages, réessayez plus tard',
      ),
    );
    expect(alert).not.toHaveBeenCalled();
  });
});
