import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ host: config.HOST, port: config.PORT });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
});
