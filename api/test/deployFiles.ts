import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The deployment files of `deploy/` (docs/deploy.md), as the tests use them: nginx's site file in
 * a temporary prefix with a test certificate, its ports and its upstreams substituted, and
 * nothing else changed.
 */

const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const DEPLOY_DIR = join(REPO, 'deploy');
export const UNIT_FILE = join(DEPLOY_DIR, 'poe-debutants@.service');
export const NGINX_SITE = join(DEPLOY_DIR, 'nginx.conf');
export const ENV_EXAMPLE = join(DEPLOY_DIR, 'poe-debutants.env.example');

/** The site's name in the files; the test certificate is made for it and for 127.0.0.1. */
export const SITE_NAME = 'poe-debutants.example';
const CERT_DIR = `/etc/letsencrypt/live/${SITE_NAME}/`;

/** `text` with `from` replaced by `to`, failing when the file no longer holds `from`. */
function substitute(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer holds « ${from} »`);
  return text.split(from).join(to);
}

export interface SiteOptions {
  /** Where the plain HTTP server (certbot's challenge, the redirect) listens on loopback. */
  httpPort: number;
  /** Where the TLS server listens on loopback. */
  httpsPort: number;
  /** The two processes, in place of 127.0.0.1:8081 and 127.0.0.1:8082. */
  upstreams: readonly [string, string];
}

/** A self-signed certificate for SITE_NAME and 127.0.0.1: `fullchain.pem` and `privkey.pem`. */
export function makeTestCertificate(dir: string): string {
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${SITE_NAME}`,
      '-addext',
      `subjectAltName=DNS:${SITE_NAME},IP:127.0.0.1`,
      '-keyout',
      join(dir, 'privkey.pem'),
      '-out',
      join(dir, 'fullchain.pem'),
    ],
    { stdio: 'pipe' },
  );
  return readFileSync(join(dir, 'fullchain.pem'), 'utf8');
}

/**
 * deploy/nginx.conf in a new temporary prefix: the certificate paths point at a test
 * certificate, and with `site` its ports and upstreams are the test's (IPv4 loopback only).
 * nginx's main file around it is the smallest one, as Debian's includes a site.
 */
export function preparedNginx(site?: SiteOptions) {
  const prefix = mkdtempSync(join(tmpdir(), 'poe-deploy-nginx-'));
  mkdirSync(join(prefix, 'tmp'));
  const certificate = makeTestCertificate(join(prefix, 'tls'));
  let text = substitute(readFileSync(NGINX_SITE, 'utf8'), CERT_DIR, `${join(prefix, 'tls')}/`);
  if (site) {
    text = substitute(text, 'listen 80;', `listen 127.0.0.1:${site.httpPort};`);
    text = substitute(text, 'listen [::]:80;', '');
    text = substitute(text, 'listen 443 ssl', `listen 127.0.0.1:${site.httpsPort} ssl`);
    text = substitute(text, 'listen [::]:443 ssl http2;', '');
    text = substitute(text, 'server 127.0.0.1:8081 ', `server ${site.upstreams[0]} `);
    text = substitute(text, 'server 127.0.0.1:8082 ', `server ${site.upstreams[1]} `);
  }
  writeFileSync(join(prefix, 'site.conf'), text);
  // As root, the workers would otherwise run as nobody, who cannot use a private prefix.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${user}worker_processes 1;
error_log stderr warn;
pid nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  include site.conf;
}
`,
  );
  return { prefix, certificate, config: join(prefix, 'nginx.conf') };
}

/** The systemd-analyze binary, or undefined when the machine has none. */
export function findSystemdAnalyze(): string | undefined {
  const found = spawnSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
  return found.status === 0 ? 'systemd-analyze' : undefined;
}
