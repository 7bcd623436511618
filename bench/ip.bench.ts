/**
 * npm run bench:ip — the infringement-risk searches over synthetic data (bench only): trademark
 * search over 100,000 and 1,000,000 marks, and image search over 100,000 drawings, each against a
 * brute-force baseline in the same run. BENCH_ONLY=trademarks or drawings runs one of them.
 */
import { runDrawingBench } from './drawings.bench-case.js';
import { runTrademarkBench } from './trademarks.bench-case.js';

const only = process.env.BENCH_ONLY;
if (only !== 'drawings') await runTrademarkBench();
if (only !== 'trademarks') await runDrawingBench();
