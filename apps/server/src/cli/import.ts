/**
 * npm run import -- <kind> <file>... [--marketplace XX] [--json]
 * Imports files into this instance's catalog (DATA_DIR) through the same pipeline as the admin API
 * and the demo data. Exit code 0 when every file was imported (or was already), 2 otherwise.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_KINDS, MARKETPLACES, type ImportKind } from '@asinasin/contract';
import { loadConfig } from '../platform/config.js';
import type { ImportSummary } from '../features/catalog-import/import/import-file.js';
import { openCatalogTarget, type RunCounts } from './catalog-target.js';
import { describeRefusedRows } from './refused-rows.js';
import { runCommand } from './run-command.js';

const USAGE = `usage: npm run import -- <${IMPORT_KINDS.join('|')}> <file>... [--marketplace XX] [--from YYYY-MM-DD --to YYYY-MM-DD] [--json]`;

class UsageError extends Error {}

function parseCommandLine(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      marketplace: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const [kind, ...files] = positionals;
  if (!kind || !IMPORT_KINDS.includes(kind as ImportKind)) {
    throw new UsageError(`unknown kind ${kind ?? '(none)'}; ${USAGE}`);
  }
  if (files.length === 0) throw new UsageError(`no file given; ${USAGE}`);
  const marketplace = values.marketplace?.toUpperCase();
  if (marketplace && !MARKETPLACES.some((m) => m.code === marketplace)) {
    throw new UsageError(
      `--marketplace ${values.marketplace} is not one of ${MARKETPLACES.map((m) => m.code).join(', ')}`,
    );
  }
  for (const date of [values.from, values.to]) {
    if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date))
      throw new UsageError(`${date} is not a date (YYYY-MM-DD)`);
  }
  return {
    kind: kind as ImportKind,
    files,
    marketplace,
    from: values.from,
    to: values.to,
    json: values.json,
  };
}

function describe(summary: ImportSummary): string {
  const counts = `${summary.read} read, ${summary.accepted} accepted, ${summary.rejected} rejected`;
  if (summary.status === 'failed') return `${summary.file}: not imported: ${summary.message}`;
  if (summary.status === 'unchanged') return `${summary.file}: ${summary.message}`;
  const refused = describeRefusedRows(summary.reasons, summary.rejected).map((line) => `\n  ${line}`);
  return `${summary.file}: ${counts} as ${summary.format} (run ${summary.runId})${refused.join('')}`;
}

async function main(): Promise<number> {
  const command = parseCommandLine(process.argv.slice(2));
  const config = loadConfig();
  const target = await openCatalogTarget(config);
  if (!command.json) process.stderr.write(`importing ${target.describe}\n`);
  let isAllImported = true;
  try {
    for (const file of command.files) {
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) {
        isAllImported = false;
        console.error(`${file}: not imported: no such file`);
        continue;
      }
      if (!command.json) process.stderr.write(`importing ${file}…\n`);
      // On a terminal, the counts of a run the server carries out grow on one line as it goes.
      const showRows =
        !command.json && process.stderr.isTTY
          ? (run: RunCounts) =>
              process.stderr.write(
                `\r  ${run.read.toLocaleString()} rows read, ${run.accepted.toLocaleString()} accepted`,
              )
          : undefined;
      const summary = await target.importFile(
        {
          kind: command.kind,
          fileName: path.basename(file),
          path: file,
          marketplace: command.marketplace,
          from: command.from,
          to: command.to,
        },
        showRows,
      );
      if (showRows) process.stderr.write('\n');
      if (summary.status === 'failed') isAllImported = false;
      console.log(command.json ? JSON.stringify(summary) : describe(summary));
    }
  } finally {
    target.close();
  }
  return isAllImported ? 0 : 2;
}

runCommand(main);
