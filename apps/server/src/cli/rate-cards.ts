/**
 * npm run rate-cards -- list|show|validate|set …
 * Manages the calculators' rate cards in data/rate-cards (docs/calculators.md).
 */
import { runRateCardsCommand } from '../features/calculators/rate-cards/rate-cards-admin.js';
import { runCommand } from './run-command.js';

runCommand(async () =>
  runRateCardsCommand(
    process.argv.slice(2),
    (line) => console.log(line),
    (line) => console.error(line),
  ),
);
