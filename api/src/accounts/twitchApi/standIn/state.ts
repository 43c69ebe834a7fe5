import { randomBytes } from 'node:crypto';
import type { TokenResponse } from '../wire.js';
import {
  STANDIN_CLIENT_ID,
  STANDIN_CLIENT_SECRET,
} from '../../../platform/config/twitchStandIn.js';
import { personas as defaultPersonas, type Persona } from './personas.js';

/** Twitch's user tokens last about four hours; app tokens about two months. */
const USER_TOKEN_TTL_S = 4 * 60 * 60;
const APP_TOKEN_TTL_S = 60 * 24 * 60 * 60;
/** Twitch's codes are short-lived; ten minutes is plenty for a person clicking a button. */
const CODE_TTL_MS = 10 * 60 * 1000;

export interface StandInOptions {
  /** The site's address: a `redirect_uri` must start with it. */
  publicUrl: string;
  personas?: readonly Persona[];
  clientId?: string;
  clientSecret?: string;
}

/** One consent: the refresh token and every access token it produced. */
interface Grant {
  persona: Persona;
  scopes: string[];
  refreshToken: string;
  revoked: boolean;
}
/** `grant` null: an app token. */
export interface AccessRecord {
  grant: Grant | null;
  expiresAt: number;
}
interface CodeRecord {
  persona: Persona;
  scopes: string[];
  redirectUri: string;
  expiresAt: number;
}

const token = () => randomBytes(15).toString('hex');

/**
 * What the stand-in remembers: codes, tokens, and the calls it received. In memory on purpose:
 * it is a development fake, and our own sessions end on a restart anyway unless JWT_SECRET is set.
 */
export class StandInState {
  private readonly accounts: Persona[];
  readonly clientId: string;
  readonly clientSecret: string;
  readonly publicUrl: string;
  private readonly codes = new Map<string, CodeRecord>();
  private readonly access = new Map<string, AccessRecord>();
  private readonly refreshTokens = new Map<string, Grant>();
  private readonly calls = new Map<string, number>();
  /** For tests: while set, every Helix call is answered with this error status (e.g. 503). */
  helixFailure: number | null = null;

  /** Where this process's test account ids start: its start time, in milliseconds, × 1000. */
  private readonly testPersonaSerial = Date.now() * 1000;

  constructor(options: StandInOptions) {
    this.accounts = [...(options.personas ?? defaultPersonas)];
    this.clientId = options.clientId ?? STANDIN_CLIENT_ID;
    this.clientSecret = options.clientSecret ?? STANDIN_CLIENT_SECRET;
    this.publicUrl = options.publicUrl.replace(/\/$/, '');
  }

  /** The accounts offered on the authorize page: the personas, then any added by tests. */
  get personas(): readonly Persona[] {
    return this.accounts;
  }

  /**
   * For tests: a new plain account (role `user`, offline, no subscription) with the display name
   * given, which may be anything (e.g. markup, to prove the site never runs it). It is offered on
   * the authorize page like the personas and lives as long as this process.
   * @example state.addTestPersona('<img src=x onerror=alert(1)>').login // 'test_persona_h4rb0q3k0zk'
   */
  addTestPersona(displayName: string): Persona {
    // Unique across restarts too: the site's database outlives this process, and an id or login
    // given again would sign a new test account into an older one's user.
    const n = this.testPersonaSerial + this.accounts.length + 1;
    const persona: Persona = {
      id: String(n),
      // Twitch logins are at most 25 characters: base 36 keeps this one at 24.
      login: `test_persona_${n.toString(36)}`,
      displayName,
      role: 'user',
      broadcasterType: '',
      description: '',
      subscribedTo: [],
    };
    this.accounts.push(persona);
    return persona;
  }

  persona(loginOrId: { login?: string; id?: string }): Persona | undefined {
    const login = loginOrId.login?.toLowerCase();
    return this.personas.find((p) => p.login === login || p.id === loginOrId.id);
  }

  /** Like a registered redirect URI: anything on the site itself. */
  redirectAllowed(uri: string): boolean {
    return uri === this.publicUrl || uri.startsWith(`${this.publicUrl}/`);
  }

  issueCode(persona: Persona, scopes: string[], redirectUri: string): string {
    const code = token();
    this.codes.set(code, { persona, scopes, redirectUri, expiresAt: Date.now() + CODE_TTL_MS });
    return code;
  }

  /** Single use: a code is gone after its first exchange, successful or not. */
  redeemCode(code: string, redirectUri: string): TokenResponse | null {
    const record = this.codes.get(code);
    this.codes.delete(code);
    if (!record || record.expiresAt < Date.now() || record.redirectUri !== redirectUri) return null;
    const grant = {
      persona: record.persona,
      scopes: record.scopes,
      refreshToken: '',
      revoked: false,
    };
    return this.issueUserTokens(grant);
  }

  /** Rotates: the refresh token used is dead afterwards, the answer carries the next one. */
  refresh(refreshToken: string): TokenResponse | null {
    const grant = this.refreshTokens.get(refreshToken);
    if (!grant || grant.revoked) return null;
    this.refreshTokens.delete(refreshToken);
    return this.issueUserTokens(grant);
  }

  appToken(): TokenResponse {
    const accessToken = token();
    this.access.set(accessToken, { grant: null, expiresAt: Date.now() + APP_TOKEN_TTL_S * 1000 });
    return { access_token: accessToken, expires_in: APP_TOKEN_TTL_S, token_type: 'bearer' };
  }

  /** The record of a live token, or null when unknown, expired or revoked. */
  lookup(accessToken: string): AccessRecord | null {
    const record = this.access.get(accessToken);
    if (!record || record.expiresAt <= Date.now() || record.grant?.revoked) return null;
    return record;
  }

  /** Revoking either token of a consent ends the whole consent, as disconnecting does. */
  revoke(accessOrRefreshToken: string): void {
    const grant =
      this.access.get(accessOrRefreshToken)?.grant ?? this.refreshTokens.get(accessOrRefreshToken);
    this.access.delete(accessOrRefreshToken);
    if (grant) grant.revoked = true;
  }

  /** For tests: every access token of this login expires now; refresh tokens still work. */
  expireTokens(login: string): void {
    for (const record of this.access.values()) {
      if (record.grant?.persona.login === login) record.expiresAt = Date.now() - 1000;
    }
  }

  /** For tests: every token of this login is revoked, as if the user disconnected the site. */
  revokeTokens(login: string): void {
    for (const grant of this.refreshTokens.values()) {
      if (grant.persona.login === login) grant.revoked = true;
    }
    for (const record of this.access.values()) {
      if (record.grant?.persona.login === login) record.grant.revoked = true;
    }
  }

  /** For tests: every app token is forgotten, as when the stand-in restarts. */
  revokeAppTokens(): void {
    for (const [accessToken, record] of this.access) {
      if (record.grant === null) this.access.delete(accessToken);
    }
  }

  recordCall(path: string): void {
    this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
  }

  /**
   * For tests: how many requests reached paths starting with `prefix`.
   * @example state.callCount('/helix/') // every Helix call; '/helix/subscriptions/user' for one
   */
  callCount(prefix = '/helix/'): number {
    let total = 0;
    for (const [path, count] of this.calls) if (path.startsWith(prefix)) total += count;
    return total;
  }

  resetCalls(): void {
    this.calls.clear();
  }

  private issueUserTokens(grant: Grant): TokenResponse {
    const accessToken = token();
    grant.refreshToken = token();
    this.refreshTokens.set(grant.refreshToken, grant);
    this.access.set(accessToken, { grant, expiresAt: Date.now() + USER_TOKEN_TTL_S * 1000 });
    return {
      access_token: accessToken,
      expires_in: USER_TOKEN_TTL_S,
      refresh_token: grant.refreshToken,
      scope: grant.scopes,
      token_type: 'bearer',
    };
  }
}
