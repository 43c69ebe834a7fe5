import type { HelixStream, HelixSubscription, HelixUser } from '../wire.js';
import { STANDIN_PREFIX } from '../../../platform/config/twitchStandIn.js';
import type { Persona } from './personas.js';

/** Twitch's game id of Path of Exile. */
const POE_GAME_ID = '29307';

/** Served by every stand-in mounted on the site, so images work without the internet. */
export const avatarUrl = (publicUrl: string, login: string) =>
  `${publicUrl}${STANDIN_PREFIX}/avatars/${login}.svg`;

export function helixUser(persona: Persona, publicUrl: string): HelixUser {
  return {
    id: persona.id,
    login: persona.login,
    display_name: persona.displayName,
    type: '',
    broadcaster_type: persona.broadcasterType,
    description: persona.description,
    profile_image_url: avatarUrl(publicUrl, persona.login),
    offline_image_url: '',
    view_count: 0,
    created_at: '2019-03-06T18:00:00Z',
  };
}

/** Null when the persona is offline: Helix leaves offline users out. */
export function helixStream(
  persona: Persona,
  publicUrl: string,
  startedAt: string,
): HelixStream | null {
  if (!persona.live) return null;
  return {
    id: `4${persona.id}`,
    user_id: persona.id,
    user_login: persona.login,
    user_name: persona.displayName,
    game_id: POE_GAME_ID,
    game_name: persona.live.gameName,
    type: 'live',
    title: persona.live.title,
    tags: ['Français'],
    viewer_count: persona.live.viewerCount,
    started_at: startedAt,
    language: 'fr',
    // Twitch's template: the caller replaces {width} and {height}.
    thumbnail_url: `${avatarUrl(publicUrl, persona.login)}?size={width}x{height}`,
    is_mature: false,
  };
}

export function helixSubscription(broadcaster: Persona): HelixSubscription {
  return {
    broadcaster_id: broadcaster.id,
    broadcaster_name: broadcaster.displayName,
    broadcaster_login: broadcaster.login,
    is_gift: false,
    tier: '1000',
  };
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text safe inside an XML element or a quoted attribute: markup characters escaped, and the
 * characters XML 1.0 forbids even as references (controls, lone surrogates) left out.
 * @example escapeXml('<b>"Zoé"</b>') // '&lt;b&gt;&quot;Zoé&quot;&lt;/b&gt;'
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/** A round badge with the initial, in the persona's own colour; the name is drawn escaped. */
export function avatarSvg(persona: Persona): string {
  const hue = (Number(persona.id) * 47) % 360;
  // The first character XML can hold, whole (an emoji is two UTF-16 units), or a mark.
  const first = [...persona.displayName.trim()].find((c) => escapeXml(c) !== '');
  const initial = (first ?? '?').toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(persona.displayName)}">
<circle cx="50" cy="50" r="50" fill="hsl(${hue} 60% 40%)"/>
<text x="50" y="66" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#fff">${escapeXml(initial)}</text>
</svg>`;
}
