import type { Page } from '@playwright/test';

/** Calls the API from the page with the signed-in visitor's stored token, as the site does. */
export async function apiAs<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const token = localStorage.getItem('jwtToken');
      const response = await fetch(path, {
        method: method ?? 'GET',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
    },
    { path, method: init.method, body: init.body },
  );
}
