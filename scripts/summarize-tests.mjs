// Prints the slowest test files of each layer (where the suite's time goes; a file's time outside
// its tests is mostly its hooks, such as an e2e server start), then the one closing line CI reads:
// "tests: N passed, N failed, N skipped".
import fs from 'node:fs';
import path from 'node:path';

const SLOWEST = 8;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printSlowest(file, report) {
  const files = report.testResults
    .map((result) => {
      const total = Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0));
      const inTests = result.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0);
      return {
        name: path.relative(process.cwd(), result.name),
        total,
        outside: Math.max(0, total - inTests),
      };
    })
    .sort((a, b) => b.total - a.total);
  const sum = files.reduce((all, entry) => all + entry.total, 0);
  console.log(`slowest files of ${path.basename(file)} (${files.length} files, ${seconds(sum)} in all):`);
  for (const entry of files.slice(0, SLOWEST)) {
    console.log(`  ${seconds(entry.total).padStart(8)}  (${seconds(entry.outside)} in hooks)  ${entry.name}`);
  }
}

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
  printSlowest(file, report);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
