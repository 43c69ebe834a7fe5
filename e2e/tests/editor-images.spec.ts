import { expect, test, type Page } from '../support/test.js';
import { gradientPng } from '../support/png.js';
import { signInAs } from '../support/signIn.js';

async function openImageDialog(page: Page) {
  await signInAs(page, 'MarieCrea');
  await page.goto('/guide/create');
  await page.getByRole('textbox', { name: 'Contenu du guide' }).click();
  await page
    .getByRole('group', { name: 'Insérer dans le texte' })
    .getByRole('button', { name: 'Image', exact: true })
    .click();
  return page.getByRole('dialog', { name: 'Insérer une image' });
}

test('the image dialog queues several files, inserts each one done, and goes on past a broken one', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dialog = await openImageDialog(page);
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'premiere.png', mimeType: 'image/png', buffer: gradientPng(300, 200) },
    // Announced as a PNG, but the browser cannot decode it.
    { name: 'cassee.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') },
    { name: 'troisieme.png', mimeType: 'image/png', buffer: gradientPng(200, 200) },
  ]);
  await expect(dialog.getByText('3 fichiers choisis')).toBeVisible();
  await dialog.getByRole('button', { name: 'Insérer', exact: true }).click();
  const queue = dialog.getByRole('list', { name: "File d'envoi des images" });
  await expect(queue.getByRole('listitem')).toHaveText(
    ['premiere.pngTerminé', /^cassee\.pngErreur : .+/, 'troisieme.pngTerminé'],
    { timeout: 20_000 },
  );
  await expect(dialog.getByRole('alert')).toHaveText(/^Erreur lors de l'optimisation: /);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  // The two pictures that worked are in the text.
  await expect(page.locator('.DraftEditor-root [data-resizable]')).toHaveCount(2);
});

test('a picture in the editor shows corner handles and is resized by dragging and by keyboard', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dialog = await openImageDialog(page);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'carte.png',
    mimeType: 'image/png',
    buffer: gradientPng(400, 200),
  });
  await dialog.getByRole('button', { name: 'Insérer', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  const picture = page.locator('.DraftEditor-root [data-resizable]');
  await picture.click();
  const frame = page.getByTestId('image-resizer');
  await expect(frame.locator('[data-corner]')).toHaveCount(4);
  const slider = page.getByRole('slider', { name: "Largeur de l'image" });
  await expect(slider).toHaveAttribute('aria-valuenow', '400');

  // Dragging the bottom-right corner 100 px to the left: 300 px wide, still 2:1.
  const corner = await frame.locator('[data-corner="se"]').boundingBox();
  if (!corner) throw new Error('no corner handle');
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(corner.x - 50, corner.y, { steps: 5 });
  await page.mouse.move(corner.x - 100 + corner.width / 2, corner.y, { steps: 5 });
  await page.mouse.up();
  await expect(slider).toHaveAttribute('aria-valuenow', '300');
  const box = await picture.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(300);
  expect(Math.round(box?.height ?? 0)).toBe(150);

  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '290');
  await page.getByRole('button', { name: "Agrandir l'image" }).click();
  await expect(slider).toHaveAttribute('aria-valuenow', '340');
  await expect(picture).toHaveCSS('width', '340px');
});
