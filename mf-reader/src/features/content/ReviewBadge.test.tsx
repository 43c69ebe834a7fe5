// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import {
  addNamespace,
  createI18n,
  UiProvider,
  type CurrentUser,
  type ReviewStatus,
} from 'shared-ui';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en/reader.json';
import fr from '../../locales/fr/reader.json';
import { ReviewBadge } from './ReviewBadge';

afterEach(cleanup);

const owner: CurrentUser = {
  id: 2,
  username: 'marie_crea',
  role: 'createur',
  sessionStatus: 'valid',
};
const admin: CurrentUser = {
  id: 1,
  username: 'exilestreamer',
  role: 'admin',
  sessionStatus: 'valid',
};
const stranger: CurrentUser = {
  id: 5,
  username: 'paul_joueur',
  role: 'user',
  sessionStatus: 'valid',
};

function show(user: CurrentUser | null, review_status: ReviewStatus | null) {
  const i18n = createI18n();
  addNamespace(i18n, 'reader', { fr, en });
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <ReviewBadge user={user} item={{ user_id: 2, review_status }} />
      </UiProvider>
    </I18nextProvider>,
  );
  return screen.queryByRole('status')?.textContent ?? null;
}

describe('ReviewBadge', () => {
  it.each([
    ['the owner, pending', owner, 'pending', 'En attente de validation'],
    ['the owner, refused', owner, 'refused', 'Refusé par un administrateur'],
    ['an admin, pending', admin, 'pending', 'En attente de validation'],
    ['the owner, published', owner, 'published', null],
    ['the owner, never reviewed', owner, null, null],
    ['another user, pending', stranger, 'pending', null],
    ['an anonymous reader, refused', null, 'refused', null],
  ] as const)('%s', (_name, user, status, text) => {
    expect(show(user, status)).toBe(text);
  });
});
