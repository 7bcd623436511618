/** npm run orders -- late|grant … : payments that arrived for closed orders (docs/billing.md) */
import { loadConfig } from '../platform/config.js';
import { runOrdersCommand } from '../features/billing/orders-admin.js';
import { runAdminCommand } from './billing-store.js';

runAdminCommand(loadConfig(), (db, print) => runOrdersCommand(db, process.argv.slice(2), print));
