/** npm run coupons -- list|create|disable … (docs/billing.md) */
import { loadConfig } from '../platform/config.js';
import { runCouponsCommand } from '../features/billing/coupons-admin.js';
import { runAdminCommand } from './billing-store.js';

runAdminCommand(loadConfig(), (db, print) => runCouponsCommand(db, process.argv.slice(2), print));
