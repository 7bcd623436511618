import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where this instance's HTTP server listens, kept in DATA_DIR while it runs, so a command on the
 * same machine (npm run import) can reach the process that holds the catalog.
 */
export interface ServerAddress {
  pid: number;
  url: string;
}

const fileOf = (dataDir: string) => path.join(dataDir, 'server.json');

export async function writeServerAddress(dataDir: string, address: ServerAddress): Promise<void> {
  await fs.writeFile(fileOf(dataDir), JSON.stringify(address), { mode: 0o600 });
}

export async function removeServerAddress(dataDir: string): Promise<void> {
  await fs.rm(fileOf(dataDir), { force: true });
}

export async function findServerAddress(dataDir: string): Promise<ServerAddress | undefined> {
  try {
    return JSON.parse(await fs.readFile(fileOf(dataDir), 'utf8')) as ServerAddress;
  } catch {
    return undefined;
  }
}

/** A wildcard listen address is reached on loopback; a specific one as it is. */
export function loopbackUrl(host: string, port: number): string {
  const isWildcard = host === '0.0.0.0' || host === '::';
  const reachable = isWildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}
