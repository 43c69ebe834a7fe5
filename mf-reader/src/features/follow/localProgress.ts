/** Where the browser keeps a build's ticks: one entry per build. */
export const progressKey = (buildId: number) => `poe-debutants:suivi:${buildId}`;

/** At most this many keys are kept per build, as the API accepts. */
export const MAX_LOCAL_KEYS = 2000;

/** The storage used, absent on the server and when the browser refuses it. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The ticks this browser kept for a build: an empty list when none, or when what is stored is
 * not a list of keys (written by hand, or by an older page).
 */
export function readLocalProgress(buildId: number, store = storage()): string[] {
  return parseProgress(localProgressText(buildId, store));
}

/** Stored text as ticks: none unless it is a list of keys. */
export function parseProgress(raw: string): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? [...new Set(value.filter((k): k is string => typeof k === 'string' && k !== ''))]
      : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

/** Calls `listener` when any build's ticks change here or in another tab; returns the unsubscribe. */
export function subscribeLocalProgress(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** A build's ticks as stored, as text: the same text is the same snapshot for React. */
export const localProgressText = (buildId: number, store = storage()): string =>
  store?.getItem(progressKey(buildId)) ?? '';

/** Keeps a build's ticks in this browser; a full or refused storage keeps nothing, silently. */
export function writeLocalProgress(buildId: number, ticked: readonly string[], store = storage()) {
  try {
    store?.setItem(
      progressKey(buildId),
      JSON.stringify([...new Set(ticked)].slice(0, MAX_LOCAL_KEYS)),
    );
  } catch {
    // Private browsing or a full storage: nothing is kept.
  }
  for (const listener of listeners) listener();
}

/**
 * The ticks of two sides together (this browser's and the account's, on sign-in): every key
 * ticked on either side, the account's first, without repeats.
 * @example mergeProgress(['a', 'b'], ['b', 'c']) // ['a', 'b', 'c']
 */
export function mergeProgress(account: readonly string[], local: readonly string[]): string[] {
  return [...new Set([...account, ...local])].slice(0, MAX_LOCAL_KEYS);
}

/** Where the browser notes a build whose ticks the account has not received yet. */
export const unsentKey = (buildId: number) => `poe-debutants:suivi-a-envoyer:${buildId}`;

/**
 * Notes whether this browser holds ticks of a build the account has not received (a change not
 * sent yet, or sent while the network was cut): such ticks are the reader's latest, and are sent
 * as they are, not merged with the account's older ones, once the network is back.
 */
export function markUnsent(buildId: number, unsent: boolean, store = storage()): void {
  try {
    if (unsent) store?.setItem(unsentKey(buildId), '1');
    else store?.removeItem(unsentKey(buildId));
  } catch {
    // Storage refused: the account's ticks are merged with these on the next visit instead.
  }
}

/** Whether this browser holds ticks of a build the account has not received. */
export const hasUnsent = (buildId: number, store = storage()): boolean =>
  store?.getItem(unsentKey(buildId)) === '1';

/** A key ticked or unticked. */
export function toggleKey(ticked: readonly string[], key: string): string[] {
  return ticked.includes(key) ? ticked.filter((k) => k !== key) : [...ticked, key];
}
