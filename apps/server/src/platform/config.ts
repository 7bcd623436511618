import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting, parsed once at start. A bad value stops the process with its name (DESIGN). */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret for captcha signatures and other HMACs; generated into DATA_DIR when absent. */
  APP_SECRET: z.string().min(32).optional(),
  FREE_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Welcome power in hundredths (100 = 1.00 power). */
  WELCOME_POWER: z.coerce.number().int().min(0).default(1000),
  /** Hex digits the captcha's proof of work must match: each one makes it 16 times harder. */
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(1).max(6).default(4),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CODE_RATE_PER_IP_HOUR: z.coerce.number().int().min(1).default(30),
  /** Requests one address may make a minute to the API and pages (hashed assets: ten times as many). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).default(1200),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('AsinAsin <no-reply@localhost>'),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  /** http://host:port of a local SP-API and LWA that speak Amazon's protocol (tests); unset: Amazon */
  SP_API_ENDPOINT: z.url({ protocol: /^http$/ }).optional(),
  /** The OpenAPI description and its browser at /api/docs; unset, on except in production. */
  API_DOCS: bool.optional(),
  /** Accounts (email or phone, comma-separated) granted the admin role at start (decisions/0029). */
  ADMIN_ACCOUNTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  /** DuckDB's memory for the catalog (e.g. 512MB, 4GB); past it, large work spills to disk. */
  CATALOG_MEMORY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i)
    .default('512MB'),
  /** At most this many AI reports are generated at once (docs/reports.md). */
  REPORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** At most this many report PDFs are printed at once, each a Chromium page (docs/reports.md). */
  REPORT_PDF_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  /** The Chromium that prints report PDFs (platform/pdf); Debian's by default. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Import the shipped demo data (data/demo) into a catalog that never imported anything. */
  DEMO_DATA: bool.default(true),
  /** The operator's details shown to sellers; unset ones say "not configured". */
  SITE_COMPANY_ADDRESS: z.string().max(200).optional(),
  SITE_CONTACT_EMAIL: z.email().optional(),
  SITE_SUPPORT_URL: z.url().optional(),
  SITE_MINI_PROGRAM_URL: z.url().optional(),
  EXTENSION_NAME: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]*$/i)
    .default('asinasin-extension'),
  /**
   * An OpenAI-compatible Chat Completions endpoint (OpenAI, DeepSeek, Qwen, Ollama, vLLM, llama.cpp),
   * e.g. http://127.0.0.1:11434/v1. Unset: the built-in offline generator (docs/ai/llm.md).
   */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** a secret: never logged, never sent to a browser */
  LLM_API_KEY: z.string().optional(),
  /** required with LLM_BASE_URL */
  LLM_MODEL: z.string().max(200).optional(),
  /** the whole call, first byte to last token */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  /** waiting for the answer's headers, and the longest silence between two chunks of the stream */
  LLM_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** retries (with backoff) on 429, 5xx and refused connections, before the first token only */
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** This site's public origin (https://example.com): payment gateways call back and return to it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The built-in sandbox gateway; unset, it is on only while no real gateway is configured. */
  PAYMENT_SANDBOX: bool.optional(),
  /** Minutes an unpaid order (and its coupon hold) stays payable. */
  ORDER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  ALIPAY_APP_ID: z.string().optional(),
  /** the app's RSA private key (PEM, or its base64 body) */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  /** Alipay's RSA public key, which signs the asynchronous notifications */
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address (stripe-mock, tests); unset, the SDK's own. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** the operator's Keepa key (docs/data/keepa.md); without it the watch list refreshes nothing */
  KEEPA_API_KEY: z.string().min(1).max(200).optional(),
  /** tokens Keepa work may spend per UTC day; work stops at the budget and goes on the next day */
  KEEPA_DAILY_TOKENS: z.coerce.number().int().min(1).max(10_000_000).default(1000),
  /** Keepa's API address (tests point it at a local fake) */
  KEEPA_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.keepa.com'),
  /** how often every seller's watch list refreshes through the connectors (minutes) */
  WATCH_REFRESH_MINUTES: z.coerce.number().int().min(5).max(10_080).default(360),
});

/** A gateway is configured whole or not at all: half a configuration is a mistake to report. */
const gatewayGroups = {
  Alipay: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
  Stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
} as const;

const checkedConfigSchema = configSchema.superRefine((config, ctx) => {
  for (const [name, keys] of Object.entries(gatewayGroups)) {
    const missing = keys.filter((key) => !config[key]);
    if (missing.length > 0 && missing.length < keys.length) {
      ctx.addIssue({ code: 'custom', path: [missing[0]!], message: `${name} needs ${keys.join(', ')}` });
    }
  }
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = checkedConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.LLM_BASE_URL && !parsed.data.LLM_MODEL) {
    throw new ConfigError('Invalid configuration:\n  LLM_MODEL: required when LLM_BASE_URL is set');
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
