// Prints each layer's slowest test files and how much of its run went outside tests (imports,
// setup, hooks such as an e2e server start), then the one closing line CI reads:
// "tests: N passed, N failed, N skipped". Failed tests are named just above it, since CI shows a log's
// tail and a failure far up in a 30-minute log is otherwise lost.
import fs from 'node:fs';
import path from 'node:path';

const SLOWEST = 8;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printSlowest(file, report) {
  const files = report.testResults
    .map((result) => ({
      name: path.relative(process.cwd(), result.name),
      start: result.startTime ?? 0,
      end: result.endTime ?? 0,
    }))
    .sort((a, b) => b.end - b.start - (a.end - a.start));
  const inTests = files.reduce((sum, entry) => sum + (entry.end - entry.start), 0);
  const run = Math.max(0, ...files.map((entry) => entry.end)) - report.startTime;
  console.log(
    `${path.basename(file)}: ${files.length} files, ${seconds(inTests)} in their tests; the run took ${seconds(run)}`,
  );
  for (const entry of files.slice(0, SLOWEST)) {
    console.log(`  ${seconds(entry.end - entry.start).padStart(8)}  ${entry.name}`);
  }
}

function failuresOf(report) {
  return report.testResults.flatMap((result) =>
    (result.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        return `FAILED ${path.relative(process.cwd(), result.name)} > ${test.fullName}\n    ${reason}`;
      }),
  );
}

const failures = [];
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
  failures.push(...failuresOf(report));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
for (const failure of failures) console.log(failure);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
