/** npm run money -- credit|balance … : the operator's side of the money ledger (docs/billing.md) */
import { loadConfig } from '../platform/config.js';
import { runMoneyCommand } from '../features/billing/money-admin.js';
import { runAdminCommand } from './billing-store.js';

runAdminCommand(loadConfig(), (db, print) => runMoneyCommand(db, process.argv.slice(2), print));
