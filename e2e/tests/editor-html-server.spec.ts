import { expect, test } from '../support/test.js';
// The editor's round-trip corpus, shared rather than copied so the two proofs cannot drift
// apart: the editor's own test shows what it writes, this one that the server keeps it.
import { CORPUS } from '../../mf-author/src/editor/roundTripCorpus.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

/** What the editor writes for each corpus entry (its round trip's result). */
const EDITOR_OUTPUT = CORPUS.map(({ name, html, expected }) => ({ name, html: expected ?? html }));

test('every guide text the editor writes is stored by the server and read back unchanged', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  for (const { name, html } of EDITOR_OUTPUT) {
    const created = await apiAs<{ id: number; content: string }>(page, '/api/guides', {
      method: 'POST',
      body: { title: `Aller-retour : ${name}`, description: '', content: html },
    });
    expect(created.status, name).toBe(201);
    expect(created.body.content, `${name} (réponse à la création)`).toBe(html);
    const read = await apiAs<{ content: string }>(page, `/api/guides/${created.body.id}`);
    expect(read.body.content, `${name} (relu)`).toBe(html);

    // An edit goes through the same cleaning.
    const updated = await apiAs<{ content: string }>(page, `/api/guides/${created.body.id}`, {
      method: 'PUT',
      body: { content: html },
    });
    expect(updated.body.content, `${name} (modifié)`).toBe(html);
    await apiAs(page, `/api/guides/${created.body.id}`, { method: 'DELETE' });
  }
});

test('every phase text the editor writes is stored in a build and read back unchanged', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  const created = await apiAs<{ id: number }>(page, '/api/builds', {
    method: 'POST',
    body: { title: 'Aller-retour des textes de phase', classe: 'Witch' },
  });
  expect(created.status).toBe(201);
  const phases = ['leveling', 'premier_equipement', 'endgame', 'optimisation', 'mecaniques'];
  for (const [index, { name, html }] of EDITOR_OUTPUT.entries()) {
    const phase = phases[index % phases.length] ?? 'leveling';
    await apiAs(page, `/api/builds/${created.body.id}`, {
      method: 'PUT',
      body: { [phase]: html },
    });
    const read = await apiAs<Record<string, string>>(page, `/api/builds/${created.body.id}`);
    expect(read.body[phase], `${name} (${phase})`).toBe(html);
  }
  await apiAs(page, `/api/builds/${created.body.id}`, { method: 'DELETE' });
});
