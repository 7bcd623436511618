import { can, type Actor } from '../../../platform/auth/policy.js';

/**
 * The owner's sync feeds the shared catalog only when they may import it (decisions/0035); any
 * other seller's sync feeds rows only they read (decisions/0044).
 */
export const feedsSharedCatalog = (owner: Actor): boolean => can(owner, 'import', 'catalog');
