import { ErrorCode } from '@asinasin/contract';
import { AppError } from '../http/app-error.js';
import { Ledger } from './ledger.js';

/**
 * The seller's money balance (user.money, SPEC §3) in minor units: refunds and operator credits
 * come in, orders paid from the balance go out. Never a column: the sum of money_ledger.
 */
export const moneyLedger = new Ledger(
  'money_ledger',
  () => new AppError(ErrorCode.BAD_REQUEST, 'billing.moneyShort'),
);
