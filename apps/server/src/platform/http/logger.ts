import type { FastifyBaseLogger } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import type { Config } from '../config.js';

/** Tokens travel in headers, cookies and the SSE query string; none of them reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|password)=)[^&]*/gi, '$1[redacted]');
}

function loggerOptions(config: Config): LoggerOptions | undefined {
  if (config.LOG_LEVEL === 'silent') return undefined;
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.code',
        '*.token',
        '*.apiKey',
        '*.LLM_API_KEY',
        '*.clientSecret',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/** The one logger of a process: Fastify logs through it, and so do services and background tasks. */
export function createLogger(config: Config): FastifyBaseLogger {
  const options = loggerOptions(config);
  return options ? pino(options) : pino({ level: 'silent' });
}
