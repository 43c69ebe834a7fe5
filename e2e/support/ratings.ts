import type { Page } from '@playwright/test';

/** The build form's five criteria, as it labels them in French. */
const CRITERIA = ['Difficulté', 'Coût', 'Boss', 'Rapidité', 'Survie'];

/**
 * Rates every criterion still « À choisir » with `stars`: a new build's form saves nothing
 * until all five are chosen. Criteria already rated keep their rating.
 */
export async function rateUnrated(page: Page, stars = 3): Promise<void> {
  await page.getByRole('tab', { name: 'Général' }).click();
  for (const criterion of CRITERIA) {
    const group = page.getByRole('group', { name: criterion, exact: true });
    if ((await group.getByRole('radio', { checked: true }).count()) > 0) continue;
    await page.getByLabel(`${criterion} : ${stars} sur 5`).check({ force: true });
  }
}
