import type { Role } from '../../users/roles.js';
import { SUBSCRIPTION_SCOPE } from '../wire.js';
import type { Persona } from './personas.js';

/** The authorize request's parameters carried through the persona form. */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
}

const roleLabels: Record<Role, string> = {
  admin: 'Administrateur',
  createur: 'Créateur',
  twitch: 'Streamer Twitch',
  user: 'Utilisateur',
  blacklist: 'Liste noire',
};

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

// Twitch's dark palette, close to the site's; inline because the page has no assets of its own.
const STYLE = `
:root{color-scheme:dark}
body{margin:0;padding:2rem 1rem;background:#0e0e10;color:#efeff1;font:16px/1.5 system-ui,sans-serif}
main{max-width:34rem;margin:auto;background:#18181b;border:1px solid #2f2f35;border-radius:8px;padding:1.5rem}
h1{font-size:1.35rem;margin:0 0 .5rem}
p,.hint{color:#adadb8}
fieldset{border:0;padding:0;margin:1rem 0}
legend{font-weight:600;margin-bottom:.5rem}
ul{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
button{width:100%;text-align:left;padding:.6rem 1rem;border:1px solid #9147ff;border-radius:6px;background:#1f1f23;color:inherit;font:inherit;cursor:pointer}
button:hover,button:focus-visible{background:#772ce8;outline:2px solid #bf94ff;outline-offset:2px}
.name{display:block;font-weight:600}
.details{font-size:.875rem;color:#dedee3}
label{display:flex;gap:.5rem;align-items:flex-start;margin:1rem 0 .25rem}
input{width:1.1rem;height:1.1rem;margin-top:.2rem;accent-color:#9147ff}
a{color:#bf94ff}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

function describe(persona: Persona, streamer: Persona | undefined): string {
  const parts = [
    persona === streamer ? 'Streamer de la chaîne, administrateur' : roleLabels[persona.role],
  ];
  if (streamer && persona !== streamer) {
    const subscribed = persona.subscribedTo.includes(streamer.login);
    // Not the streamer's name: each button's name must match one account only.
    parts.push(subscribed ? 'abonné à la chaîne' : 'non abonné');
  }
  parts.push(persona.live ? `en direct : « ${persona.live.title} »` : 'hors ligne');
  return parts.join(' · ');
}

/** Where « Refuser » leads: Twitch's refusal, sent back to the application. */
export function refusalUrl(params: AuthorizeParams): string {
  const url = new URL(params.redirect_uri);
  url.searchParams.set('error', 'access_denied');
  url.searchParams.set('error_description', 'The user denied you access');
  url.searchParams.set('state', params.state);
  return url.toString();
}

/** The consent page: one button per persona, keeping the request's parameters. */
export function authorizePage(params: AuthorizeParams, personas: readonly Persona[]): string {
  const streamer = personas.find((p) => p.role === 'admin');
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const buttons = personas
    .map(
      (p) => `<li><button type="submit" name="login" value="${escapeHtml(p.login)}">
<span class="name">${escapeHtml(p.displayName)}</span>
<span class="details">${escapeHtml(describe(p, streamer))}</span></button></li>`,
    )
    .join('\n');
  const asksSubscriptions = params.scope.split(' ').includes(SUBSCRIPTION_SCOPE);
  return page(
    'Connexion Twitch (service local)',
    `<h1>Se connecter avec Twitch</h1>
<p>Service Twitch local de démonstration : aucun vrai compte n’est utilisé.
Choisissez le compte qui se connecte au site.</p>
<form method="get">${hidden}
${
  asksSubscriptions
    ? `<label><input type="checkbox" name="deny_subscriptions" value="1" aria-describedby="deny-hint">
Refuser l’accès aux abonnements</label>
<div class="hint" id="deny-hint">Le site ne pourra pas lire vos abonnements (session « limitée »).</div>`
    : ''
}
<fieldset><legend>Compte Twitch</legend><ul>
${buttons}
</ul></fieldset>
</form>
<p><a href="${escapeHtml(refusalUrl(params))}">Refuser</a> et revenir au site sans se connecter.</p>`,
  );
}

/** Twitch shows its own page, never redirecting, when the request cannot be trusted. */
export function authorizeErrorPage(message: string): string {
  return page(
    'Requête d’autorisation invalide',
    `<h1>Requête d’autorisation invalide</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}
