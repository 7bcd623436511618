import type { Migration } from 'kysely';
import * as accounts from './2026-11-22-0001-accounts.js';
import * as securityBrakes from './2026-11-23-0001-security-brakes.js';
import * as aiGenerations from './2026-11-24-0001-ai-generations.js';
import * as billing from './2026-11-24-0001-billing.js';
import * as savedFilters from './2026-11-25-0001-saved-filters.js';
import * as codeAttemptsByAddress from './2026-11-26-0001-code-attempts-by-address.js';
import * as accountRoles from './2026-11-26-0002-account-roles.js';
import * as planDescriptions from './2026-11-26-0010-plan-descriptions-name-no-modules.js';
import * as jobs from './2026-11-26-0011-jobs.js';
import * as reports from './2026-11-26-0020-reports.js';
import * as amazonConnections from './2026-11-26-0070-amazon-connections.js';
import * as images from './2026-11-26-0060-images.js';
import * as keepaAndWatchList from './2026-11-26-0080-keepa-and-watch-list.js';
import * as riskAnalyses from './2026-11-27-0110-risk-analyses.js';
import * as amazonSyncNotice from './2026-11-28-0340-amazon-sync-notice.js';
import * as amazonSalesDays from './2026-11-29-0410-amazon-sales-days.js';
import * as watchedCategories from './2026-11-29-0430-watched-categories.js';

/** Listed by hand so the bundled server carries them; names are dated and never edited once landed. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts': accounts,
  '2026-11-23-0001-security-brakes': securityBrakes,
  '2026-11-24-0001-ai-generations': aiGenerations,
  '2026-11-24-0001-billing': billing,
  '2026-11-25-0001-saved-filters': savedFilters,
  '2026-11-26-0001-code-attempts-by-address': codeAttemptsByAddress,
  '2026-11-26-0002-account-roles': accountRoles,
  '2026-11-26-0010-plan-descriptions-name-no-modules': planDescriptions,
  '2026-11-26-0011-jobs': jobs,
  '2026-11-26-0020-reports': reports,
  '2026-11-26-0070-amazon-connections': amazonConnections,
  '2026-11-26-0060-images': images,
  '2026-11-26-0080-keepa-and-watch-list': keepaAndWatchList,
  '2026-11-27-0110-risk-analyses': riskAnalyses,
  '2026-11-28-0340-amazon-sync-notice': amazonSyncNotice,
  '2026-11-29-0410-amazon-sales-days': amazonSalesDays,
  '2026-11-29-0430-watched-categories': watchedCategories,
};
