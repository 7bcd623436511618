// Prints the one closing line CI reads: "tests: N passed, N failed, N skipped".
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`no results in ${file}: that layer did not run`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
