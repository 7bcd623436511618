import { checkFile } from './check-file.js';

/** The import worker's entry: the pool (check-in-worker.ts) runs its default export on a thread. */
export default checkFile;
