import { expect, test, type Page } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

interface Gem {
  name: string;
}
interface Build {
  id: number;
  title: string;
  classe: string;
  ascendancy: string;
  gem_sockets: Record<string, (Gem | null)[]>;
  gem_sockets_main: Record<string, (Gem | null)[]>;
}
interface Imported {
  classe: string;
  ascendancy: string;
  skillSets: { title: string; active: boolean; sockets: Record<string, Gem[]> }[];
}

const COPIED = 'Code copié : collez-le dans Path of Building (Importer/Exporter → Importer).';

/** The demo build to export: the Cyclone Slayer, found by its title. */
async function cycloneSlayer(page: Page): Promise<Build> {
  const list = await apiAs<{ builds: { id: number; title: string }[] }>(page, '/api/builds');
  const card = list.body.builds.find((b) => b.title.startsWith('Cyclone Slayer'));
  expect(card).toBeDefined();
  return (await apiAs<Build>(page, `/api/builds/${card?.id ?? 0}`)).body;
}

/** A slot's gem names as the build page shows them: the main set, or the older field. */
const gemNames = (build: Build) => {
  const main = Object.keys(build.gem_sockets_main).length
    ? build.gem_sockets_main
    : build.gem_sockets;
  return Object.fromEntries(
    Object.entries(main).map(([slot, gems]) => [slot, gems.flatMap((g) => (g ? [g.name] : []))]),
  );
};

/**
 * What the clipboard holds, pasted with the keyboard into a box added for the test: the site's
 * Permissions-Policy denies it `navigator.clipboard.readText` (it never reads the clipboard).
 */
async function pasted(page: Page): Promise<string> {
  const box = await page.evaluateHandle(() => {
    const area = document.createElement('textarea');
    document.body.append(area);
    area.focus();
    return area;
  });
  await page.keyboard.press('ControlOrMeta+V');
  const text = await box.evaluate((area) => area.value);
  await box.evaluate((area) => area.remove());
  return text;
}

/** Imports the code through the site's own import and finds the build's class and gems. */
async function expectSameBuild(page: Page, code: string, build: Build) {
  const imported = await apiAs<Imported>(page, '/api/pob/import', {
    method: 'POST',
    body: { code },
  });
  expect(imported.status).toBe(200);
  expect(imported.body).toMatchObject({ classe: build.classe, ascendancy: build.ascendancy });
  const active = imported.body.skillSets.find((set) => set.active);
  expect(active?.title).toBe('Build principal');
  const names = Object.fromEntries(
    Object.entries(active?.sockets ?? {}).map(([slot, gems]) => [slot, gems.map((g) => g.name)]),
  );
  expect(names).toEqual(gemNames(build));
}

test('a reader copies a demo build’s Path of Building code, which imports back to the same build', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // A createur, so the code can then go through the site's own import.
  await signInAs(page, 'MarieCrea');
  const build = await cycloneSlayer(page);
  await page.goto(`/build/custom/${build.id}`);
  await page.getByRole('button', { name: 'Copier le code Path of Building' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Code copié' })).toHaveText(COPIED);
  const code = await pasted(page);
  expect(code).toMatch(/^eN[A-Za-z0-9_=-]+$/);
  await expectSameBuild(page, code, build);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`pob-export-${width}.png`) });
  }
});

test('when the browser refuses the clipboard, the code shows selected to copy by hand', async ({
  page,
}) => {
  // A browser that refuses the clipboard, as on plain http or with the permission denied.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('refusé', 'NotAllowedError')) },
    });
  });
  await signInAs(page, 'MarieCrea');
  const build = await cycloneSlayer(page);
  await page.goto(`/build/custom/${build.id}`);
  await page.getByRole('button', { name: 'Copier le code Path of Building' }).click();
  const box = page.getByRole('textbox', { name: 'Code Path of Building' });
  await expect(box).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'copie automatique' })).toContainText(
    'Ctrl+C',
  );
  const code = await box.inputValue();
  // Selected whole, so Ctrl+C is all that is left to do.
  const selected = await box.evaluate((el: HTMLTextAreaElement) =>
    el.value.slice(el.selectionStart, el.selectionEnd),
  );
  expect(selected).toBe(code);
  await expectSameBuild(page, code, build);
});
