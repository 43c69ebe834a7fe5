// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import { addNamespace, createI18n, UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/author.json';
import fr from '../../locales/fr/author.json';
import { StarRating } from './StarRating';

afterEach(cleanup);

function renderRating(language: 'fr' | 'en', onChange = vi.fn()) {
  const i18n = createI18n();
  addNamespace(i18n, 'author', { fr, en });
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <StarRating label="Coût" criterion="cout" value={2} onChange={onChange} />
      </UiProvider>
    </I18nextProvider>,
  );
  return onChange;
}

describe('StarRating', () => {
  it('says what 1 and 5 mean under the stars, and describes the group with it', () => {
    const onChange = renderRating('fr');
    const hint = screen.getByText('1 = presque gratuit · 5 = très cher');
    const group = screen.getByRole('group', { name: 'Coût' });
    expect(group.getAttribute('aria-describedby')).toBe(hint.id);
    fireEvent.click(screen.getByRole('radio', { name: /Coût : 4/ }));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('says it in English for an English author', () => {
    renderRating('en');
    expect(screen.getByText('1 = almost free · 5 = very expensive')).toBeTruthy();
  });
});
