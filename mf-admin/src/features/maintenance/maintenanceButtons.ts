/**
 * The three header buttons and the server job each starts (`POST /api/admin/<kind>`):
 * - Gems: `update-gem-images`, the server's five-step run (gem data, translations, Awakened
 *   translations, translation check, pictures) that carries on after a failed step and says
 *   '⚠️ Mise à jour partielle - données/traductions OK, images échouées' when only pictures fail;
 * - Objets: `update-uniques-flasks-jewels`, uniques then flasks then jewels in one job, stopping
 *   at the first failure with the spec's '⚠️ Objets uniques OK, mais erreur pour les potions'
 *   and '⚠️ Objets uniques et potions OK, mais erreur pour les jewels', then the pictures of the
 *   bases builds use;
 * - Currency: `update-currency-images`, prices and pictures, keeping the custom Chaos Orb.
 * One job runs per page at a time, so the status shown is always that of the button pressed.
 */
export const MAINTENANCE_BUTTONS = ['gems', 'objets', 'currency'] as const;
export type MaintenanceButton = (typeof MAINTENANCE_BUTTONS)[number];

export const JOB_OF: Record<MaintenanceButton, string> = {
  gems: 'update-gem-images',
  objets: 'update-uniques-flasks-jewels',
  currency: 'update-currency-images',
};

/** The spec keeps the page busy 3 s after the currency and unique-image runs end. */
export const BUSY_HOLD_MS: Record<MaintenanceButton, number> = {
  gems: 0,
  objets: 3_000,
  currency: 3_000,
};

/**
 * The kinds each button's run is made of: its own job and the steps of it that the API can start
 * alone. The server lets only one job of each set run at a time (they write the same data), so a
 * run of one of these, found on arrival or answering a 409, is that button's. Anything else
 * (the gem rewards, a check that only reads) belongs to no button and never shows as one.
 */
const KINDS_OF: Record<MaintenanceButton, readonly string[]> = {
  gems: [
    'update-gem-images',
    'update-gems',
    'update-gem-translations',
    'add-awakened-translations',
  ],
  objets: [
    'update-uniques-flasks-jewels',
    'update-unique-images',
    'update-flask-images',
    'update-jewel-images',
    'update-base-images',
  ],
  currency: ['update-currency-images'],
};

/**
 * The button a running job belongs to, for a job found running when the page opens (it may have
 * been started by another admin, or one step alone through the API).
 *
 * @example buttonOfJob('update-flask-images') // 'objets'
 * @example buttonOfJob('update-gem-rewards') // null
 */
export function buttonOfJob(kind: string): MaintenanceButton | null {
  return MAINTENANCE_BUTTONS.find((button) => KINDS_OF[button].includes(kind)) ?? null;
}
