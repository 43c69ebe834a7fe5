// The build's wire shapes, as the API's route schemas define them (see contract/wire.ts).
import type { ApiQuery, Schemas } from '../contract/wire';

/** One equipment slot's item. */
export type SlotItem = Schemas['SlotItem'];

export type SocketedGem = Schemas['SocketedGem'];

/** Per slot, an item, or the pasted text alone when no item was recognised in it. */
export type EquipmentSet = Schemas['EquipmentSet'];
/** Keyed by the French slot label; an empty socket before a filled one is null. */
export type GemSockets = Schemas['GemSockets'];

/**
 * Which sockets are linked: per gem-socket field ('gem_sockets_main', ...), per slot label, one
 * link-group index per socket (`[0, 0, 0, 0, 1, 1]`: a 4-link and a 2-link). A slot left out
 * has all its sockets linked.
 */
export type GemLinks = Schemas['GemLinks'];

/** A build card in a list: the server's lean projection. */
export type BuildCard = Schemas['BuildCard'];

/** A main skill in use, for the build list's filter (`GET /api/builds/main-skills`). */
export type MainSkillChoice = Schemas['MainSkill'];

/** A whole build, with the spec's wire field names. */
export type Build = Schemas['Build'];

/** What a build form sends (`POST /api/builds`; `PUT /api/builds/{id}` takes any part of it). */
export type BuildInput = Schemas['BuildCreate'];

export type BuildListParams = ApiQuery<'/api/builds', 'get'>;

export type BuildList = Schemas['BuildList'];
