import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../platform/context.js';

export type FeaturePlugin = FastifyPluginAsync<{ context: AppContext }>;

/** Every feature's routes, registered in this order. */
export const features: FeaturePlugin[] = [];
