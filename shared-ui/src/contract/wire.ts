import type { components, paths } from './api.generated';

/**
 * The API's named wire shapes (its OpenAPI document's `components.schemas`), generated from the
 * route schemas by `npm run contract`: never written by hand.
 */
export type Schemas = components['schemas'];

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** The operation of a route, e.g. `Operation<'/api/builds', 'get'>`. */
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON body a route answers with a status, e.g. `ApiAnswer<'/api/site', 'get'>`. */
export type ApiAnswer<P extends keyof paths, M extends Method, S extends number = 200> =
  Operation<P, M> extends { responses: Record<S, { content: { 'application/json': infer B } }> }
    ? B
    : never;

/** The query parameters a route reads, e.g. `ApiQuery<'/api/builds', 'get'>`. */
export type ApiQuery<P extends keyof paths, M extends Method> = NonNullable<
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never
>;
