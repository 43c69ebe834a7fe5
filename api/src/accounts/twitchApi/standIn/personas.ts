import type { Role } from '../../users/roles.js';

export interface Persona {
  /** Twitch's numeric user id, fixed so links and tests stay stable. */
  id: string;
  login: string;
  displayName: string;
  /** Our role for this account, seeded into `users` when the stand-in runs. */
  role: Role;
  broadcasterType: '' | 'affiliate' | 'partner';
  description: string;
  /** Logins of the channels this account subscribes to. */
  subscribedTo: readonly string[];
  /** Present while the account is streaming. */
  live?: { title: string; gameName: string; viewerCount: number };
}

const POE = 'Path of Exile';

/**
 * The accounts of the stand-in, one per kind of visitor a tester needs. `exilestreamer` is the
 * default STREAMER_LOGIN; the subscriptions are to that channel.
 */
export const personas: readonly Persona[] = [
  {
    id: '100000001',
    login: 'exilestreamer',
    displayName: 'ExileStreamer',
    role: 'admin',
    broadcasterType: 'partner',
    description: 'Le streamer de la communauté : guides et leveling en direct.',
    subscribedTo: [],
    live: { title: 'Leveling Mercenaries en direct', gameName: POE, viewerCount: 312 },
  },
  {
    id: '100000002',
    login: 'marie_crea',
    displayName: 'MarieCrea',
    role: 'createur',
    broadcasterType: '',
    description: 'Créatrice de builds pour débutants.',
    subscribedTo: ['exilestreamer'],
  },
  {
    id: '100000003',
    login: 'lucas_live',
    displayName: 'LucasLive',
    role: 'twitch',
    broadcasterType: 'affiliate',
    description: 'Streamer Path of Exile, farm de cartes.',
    subscribedTo: [],
    live: { title: 'Farm de cartes T16', gameName: POE, viewerCount: 42 },
  },
  {
    id: '100000004',
    login: 'nina_stream',
    displayName: 'NinaStream',
    role: 'twitch',
    broadcasterType: 'affiliate',
    description: 'Streameuse, hors ligne pour le moment.',
    subscribedTo: [],
  },
  {
    id: '100000005',
    login: 'paul_joueur',
    displayName: 'PaulJoueur',
    role: 'user',
    broadcasterType: '',
    description: '',
    subscribedTo: [],
  },
  {
    id: '100000006',
    login: 'sophie_abonnee',
    displayName: 'SophieAbonnee',
    role: 'user',
    broadcasterType: '',
    description: '',
    subscribedTo: ['exilestreamer'],
  },
  {
    id: '100000007',
    login: 'bob_banni',
    displayName: 'BobBanni',
    role: 'blacklist',
    broadcasterType: '',
    description: '',
    subscribedTo: [],
  },
];
