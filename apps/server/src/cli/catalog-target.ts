import { API, importRunResponse, importStartedResponse, type ImportKind } from '@asinasin/contract';
import fs from 'node:fs';
import type { Config } from '../platform/config.js';
import type { ImportSummary } from '../features/catalog-import/import/import-file.js';
import { importFile } from '../features/catalog-import/import/import-file.js';
import { LOCAL_ADMIN_HEADER, localAdminToken } from '../platform/auth/admin.js';
import { resolveAppSecret } from '../platform/captcha/app-secret.js';
import { openCatalog } from '../platform/catalog/catalog.js';
import { findServerAddress, type ServerAddress } from '../platform/server-address.js';

export interface ImportOrder {
  kind: ImportKind;
  fileName: string;
  path: string;
  marketplace?: string;
  from?: string;
  to?: string;
}

export interface RunCounts {
  read: number;
  accepted: number;
  rejected: number;
}

/** Where the command's imports go: the catalog file itself, or the server that holds it. */
export interface CatalogTarget {
  describe: string;
  /** `onRows` hears the counts of a run the server carries out, while it runs */
  importFile(order: ImportOrder, onRows?: (run: RunCounts) => void): Promise<ImportSummary>;
  close(): void;
}

const POLL_MS = 200;

function throughServer(address: ServerAddress, token: string): CatalogTarget {
  const headers = { [LOCAL_ADMIN_HEADER]: token };
  return {
    describe: `through the running server at ${address.url} (PID ${address.pid}), which holds the catalog`,
    async importFile(order, onRows) {
      const form = new FormData();
      form.append('file', await fs.openAsBlob(order.path), order.fileName);
      const options = { marketplace: order.marketplace, from: order.from, to: order.to };
      const given = Object.entries(options).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      const query = new URLSearchParams([['kind', order.kind], ...given]);
      const started = importStartedResponse.parse(
        await (
          await fetch(`${address.url}${API.adminImport}?${query}`, { method: 'POST', body: form, headers })
        ).json(),
      );
      for (;;) {
        const res = importRunResponse.parse(
          await (
            await fetch(`${address.url}${API.adminImportRun}?id=${started.data.runId}`, { headers })
          ).json(),
        );
        if (res.data.status !== 'running') {
          const { startedAt: _started, finishedAt: _finished, ...summary } = res.data;
          return summary;
        }
        onRows?.(res.data);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    close: () => undefined,
  };
}

const isLockedByAnotherProcess = (error: unknown) =>
  error instanceof Error && /Could not set lock/.test(error.message);

/**
 * DuckDB lets one process hold the catalog file (decisions/0014). Without a server the command
 * opens it; with a server running on the same DATA_DIR, the files go to that server on loopback,
 * authenticated by a token only a holder of the instance secret can compute.
 */
export async function openCatalogTarget(config: Config): Promise<CatalogTarget> {
  try {
    const catalog = await openCatalog(config.dataDir, config.CATALOG_MEMORY_LIMIT);
    return {
      describe: `into ${config.dataDir}`,
      importFile: (order) => importFile(catalog, order),
      close: () => catalog.close(),
    };
  } catch (error) {
    if (!isLockedByAnotherProcess(error)) throw error;
    const address = await findServerAddress(config.dataDir);
    if (!address) {
      const reason = (error as Error).message;
      throw new Error(`the catalog is open in another process that serves no HTTP; ${reason}`, {
        cause: error,
      });
    }
    return throughServer(address, localAdminToken(resolveAppSecret(config)));
  }
}
