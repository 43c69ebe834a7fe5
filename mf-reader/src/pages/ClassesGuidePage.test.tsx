// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { classLabel, CLASSES, offeredAscendancies } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/classes.json';
import fr from '../locales/fr/classes.json';
import { renderReader } from '../test/renderReader';
import { ClassesGuidePage } from './ClassesGuidePage';

const classCard = (name: string) => screen.getByRole('region', { name });

describe('ClassesGuidePage', () => {
  it('presents the seven classes in the game order, each with its ascendancies', () => {
    renderReader(<ClassesGuidePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Les classes' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Maraudeur',
      'Rôdeuse',
      'Sorcière',
      'Duelliste',
      'Templier',
      'Ombre',
      'Héritière',
    ]);
    expect(within(classCard('Rôdeuse')).getByText('Warden')).toBeTruthy();
    expect(within(classCard('Héritière')).getByText('Reliquarian')).toBeTruthy();
    expect(within(classCard('Héritière')).getByText('Luminary')).toBeTruthy();
    for (const classe of CLASSES) {
      const terms = within(classCard(classLabel(classe, 'fr'))).getAllByRole('term');
      const today = offeredAscendancies(classe).map((a) => classLabel(a, 'fr'));
      expect(terms.map((term) => term.textContent)).toEqual(today);
      for (const term of terms) expect(term.nextElementSibling?.textContent).not.toBe('');
    }
  });

  it("names each class's attributes and gem colours, and which ones suit a first character", () => {
    renderReader(<ClassesGuidePage />);
    const templar = classCard('Templier');
    expect(within(templar).getByText('Attributs : Force, Intelligence')).toBeTruthy();
    expect(within(templar).getByText(/Gemmes :/).textContent).toBe('Gemmes : rouges, bleues');
    expect(within(classCard('Maraudeur')).getByText('Idéale pour débuter')).toBeTruthy();
    expect(within(classCard('Héritière')).getByText('Pour plus tard')).toBeTruthy();
    expect(within(classCard('Héritière')).getByText(/Force, Dextérité, Intelligence/)).toBeTruthy();
  });

  it('reads in English on an English page, and back to the list', () => {
    renderReader(<ClassesGuidePage />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Classes' })).toBeTruthy();
    expect(within(classCard('Ranger')).getByText('Attributes: Dexterity')).toBeTruthy();
    expect(within(classCard('Witch')).getByText(/The minion ascendancy/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/guide',
    );
  });

  it.each([
    ['fr', fr],
    ['en', en],
  ])('has a %s text for every ascendancy and no other', (_lang, texts) => {
    for (const classe of CLASSES) {
      expect(Object.keys(texts.class[classe].ascendancy)).toEqual([...offeredAscendancies(classe)]);
    }
  });
});
