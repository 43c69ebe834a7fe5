/**
 * What a route declares about itself in its `config`, read by the platform's hooks through
 * `request.routeOptions.config` (or the route's options as it registers): each feature keeps
 * its own rules beside its routes.
 */
import type { RouteChanges } from '../changes/tags.js';
import type { RateBucket } from '../rateLimit/config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Labels of the route's body fields, for its validation messages (validationMessage). */
    fieldLabels?: Readonly<Record<string, string>>;
    /**
     * The rate limit the route counts against (rateLimit/rules.ts), checked after its guards;
     * none when left out.
     */
    rateBucket?: RateBucket;
    /** What a write publishes on the change bus once accepted (changes/tags.ts). */
    changes?: RouteChanges;
  }
}

export {};
