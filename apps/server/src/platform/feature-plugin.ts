import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context.js';

/** A feature's routes: a Fastify plugin that receives the services the composition root built. */
export type FeaturePlugin = FastifyPluginAsync<{ context: AppContext }>;
