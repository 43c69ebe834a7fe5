// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuthorPage, serve } from '../../test/renderAuthorPage';
import { ItemFormPage, useEditedId } from './ItemFormPage';

interface Item {
  id: number;
  title: string;
}

/** A page over a loader that answers at once, so the test sees what the shell does with it. */
function Page({ mode, item }: { mode: 'create' | 'edit'; item?: Item }) {
  const itemId = useEditedId(mode);
  const loaded = { data: itemId === 4 ? item : undefined, isLoading: false };
  return (
    <ItemFormPage
      mode={mode}
      title="Titre de la page"
      itemId={itemId}
      loaded={loaded}
      missingText="Objet introuvable"
      backTo="/objets"
    >
      {(found) => <p>{found ? `Formulaire de ${found.title}` : 'Formulaire vide'}</p>}
    </ItemFormPage>
  );
}

const renderAt = (path: string, mode: 'create' | 'edit', item?: Item) =>
  renderAuthorPage(<Page mode={mode} item={item} />, {
    path,
    pattern: mode === 'edit' ? '/objets/edit/:id' : '/objets/create',
    role: 'createur',
  });

describe('ItemFormPage', () => {
  it('shows the empty form under the heading when creating', () => {
    serve({});
    renderAt('/objets/create', 'create');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Titre de la page');
    expect(screen.getByText('Formulaire vide')).toBeTruthy();
  });

  it('shows the loaded item’s form when editing', () => {
    serve({});
    renderAt('/objets/edit/4', 'edit', { id: 4, title: 'Bottes' });
    expect(screen.getByText('Formulaire de Bottes')).toBeTruthy();
  });

  it('says missing, with Retour, for an edit address whose id is not a number', () => {
    serve({});
    renderAt('/objets/edit/bottes', 'edit', { id: 4, title: 'Bottes' });
    expect(screen.getByRole('heading', { name: 'Objet introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/objets');
    expect(screen.queryByText(/^Formulaire/)).toBeNull();
  });
});
