import { ConfigError, loadConfig } from './platform/config.js';
import { parseRole, startRole } from './roles.js';

async function main() {
  const config = loadConfig();
  const running = await startRole(parseRole(process.argv.slice(2)), config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
});
