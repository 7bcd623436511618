/**
 * npm run plans -- list|create|edit|retire|unretire …
 * Manages the plans on sale in this instance's app store (docs/billing.md).
 */
import { loadConfig } from '../platform/config.js';
import { runPlansCommand } from '../features/billing/plans-admin.js';
import { runAdminCommand } from './billing-store.js';

runAdminCommand(loadConfig(), (db, print) => runPlansCommand(db, process.argv.slice(2), print));
