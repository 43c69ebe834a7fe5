import { test as base, type Browser, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Until React has taken over a page the server rendered, the page shows but does not answer
 * clicks or typing: a visitor a few milliseconds in would wait for it too. The shell marks the
 * moment with `<html data-pret>` (pages without the app, like the Twitch stand-in's, have no
 * `#root` and need no wait).
 */
export async function waitUntilReady(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-pret'),
  );
}

const patched = new WeakSet<Page>();

/** Makes the page's `goto` and `reload` return once the app is ready (waitUntilReady). */
function readyAfterNavigation(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitUntilReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitUntilReady(page);
    return response;
  };
  return page;
}

/** The same for the pages of contexts a test opens itself. */
function readyBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('page', readyAfterNavigation);
    return context;
  };
  browser.newPage = async (...args) => readyAfterNavigation(await newPage(...args));
  return browser;
}

/** Playwright's `test`, whose pages wait after each `goto` and `reload` until the app is ready. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(readyAfterNavigation(page));
  },
  browser: [
    async ({ browser }, use) => {
      await use(readyBrowser(browser));
    },
    { scope: 'worker' },
  ],
});
