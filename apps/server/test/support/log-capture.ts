import type { App } from '../../src/app.js';

interface Writable {
  write(line: string): unknown;
}

function pinoStreamOf(logger: object): Writable {
  for (let o: object | null = logger; o; o = Object.getPrototypeOf(o) as object | null) {
    const symbol = Object.getOwnPropertySymbols(o).find((s) => s.description === 'pino.stream');
    const stream = symbol && (o as Record<symbol, Writable | undefined>)[symbol];
    if (stream) return stream;
  }
  throw new Error('no pino stream: build the app with a LOG_LEVEL other than silent');
}

/**
 * Keeps every line the app's logger (and each request's child logger) writes from now on, instead
 * of printing it: the real log lines, as pino serialised and redacted them.
 */
export function captureLog(app: App): { lines: string[] } {
  const captured = { lines: [] as string[] };
  pinoStreamOf(app.log).write = (line: string) => captured.lines.push(line);
  return captured;
}
