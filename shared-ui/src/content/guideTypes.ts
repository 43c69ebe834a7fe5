// The guide's wire shapes, as the API's route schemas define them (see contract/wire.ts).
import type { ApiQuery, Schemas } from '../contract/wire';

export type GuideCard = Schemas['GuideCard'];

export type Guide = Schemas['Guide'];

export type GuideListParams = ApiQuery<'/api/guides', 'get'>;

export type GuideList = Schemas['GuideList'];

/**
 * What a reading screen hands the guide form through the router's location state, as
 * `{ guidePrefill }`, for a new guide that starts from existing text (a static guide).
 */
export interface GuidePrefill {
  title: string;
  description: string;
  content: string;
}
