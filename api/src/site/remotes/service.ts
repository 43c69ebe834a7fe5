import type { Config } from '../../platform/config/config.js';

/** Keys are the federation names the shell registers the remotes under. */
export interface RemoteManifest {
  mf_reader: string;
  mf_author: string;
  mf_admin: string;
}

export function remoteManifest(remotes: Config['remotes']): RemoteManifest {
  return { mf_reader: remotes.reader, mf_author: remotes.author, mf_admin: remotes.admin };
}
