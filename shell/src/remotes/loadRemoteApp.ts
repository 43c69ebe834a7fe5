import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from './remoteForPath';

type Manifest = Record<RemoteName, string>;

let manifest: Promise<Manifest> | undefined;

/** The remote addresses, read once from the server at run time (never baked into the build). */
function readManifest(): Promise<Manifest> {
  manifest ??= fetch('/remotes/manifest.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
      return response.json() as Promise<Manifest>;
    })
    .catch((error: unknown) => {
      manifest = undefined;
      throw error;
    });
  return manifest;
}

/**
 * Loads a remote's exposed `./App`. `force` re-registers the remote, dropping the runtime's
 * cached (failed) container so that a retry really fetches the remote entry again.
 */
export async function loadRemoteApp(
  name: RemoteName,
  force = false,
): Promise<{ default: ComponentType }> {
  const entries = await readManifest();
  const entry = new URL(entries[name], window.location.href).href;
  registerRemotes([{ name, entry, type: 'module' }], { force });
  const module = await loadRemote<{ default: ComponentType }>(`${name}/App`);
  if (!module) throw new Error(`Module ${name}/App introuvable`);
  return module;
}
