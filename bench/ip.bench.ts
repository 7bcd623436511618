/**
 * npm run bench:ip — the infringement-risk searches over synthetic data (bench only): trademark
 * search over 100,000 and 1,000,000 marks against a brute-force baseline in the same run.
 */
import { runTrademarkBench } from './trademarks.bench-case.js';

await runTrademarkBench();
