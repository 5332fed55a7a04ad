import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

/**
 * One module of the server as the application composes it (DESIGN §4): everything the module
 * serves and starts, given the shared context. `app.ts` lists the modules; a module wires itself
 * here rather than in `app.ts`.
 */
export interface ServerModule {
  /** What the module plugs into the shared services before any route is served (order kinds, timers). */
  setUp?(ctx: AppContext, app: FastifyInstance): void;
  /** Its routes under the API prefix, visitors' and staff's. */
  api?(api: FastifyInstance, ctx: AppContext): Promise<void>;
  /** Its pages outside the API (payment pages, demo streams). */
  pages?(app: FastifyInstance, ctx: AppContext): Promise<void>;
}
