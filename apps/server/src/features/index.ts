import type { FastifyPluginAsync } from 'fastify';
import { captchaRoutes } from '../platform/captcha/captcha.routes.js';
import type { AppContext } from '../platform/context.js';
import { mailRoutes } from '../platform/mail/mail.routes.js';
import { accountRoutes } from './account/account.routes.js';
import { siteRoutes } from './site/site.routes.js';

export type FeaturePlugin = FastifyPluginAsync<{ context: AppContext }>;

/** Every feature's routes, registered in this order. */
export const features: FeaturePlugin[] = [mailRoutes, captchaRoutes, accountRoutes, siteRoutes];
