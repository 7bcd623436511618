import { ErrorCode, PLATFORM, PLATFORM_HEADER, type Envelope } from '@asinasin/contract';
import { getLanguage, translate } from '../i18n';
import { authToken } from './auth-token';
import { topUpDialog } from './top-up-store';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  /** Defaults to GET, or POST when a body is given (SPEC §7). */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Code of a call that never reached the server (offline, DNS, timeout). */
export const NETWORK_ERROR_CODE = -1;
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A rejected call: the server's envelope (code, msg, data) plus the HTTP status. `msg` is already in
 * the user's language; a network failure carries the default 'request timeout' message (SPEC §8).
 */
export class ApiError<T = unknown> extends Error implements Envelope<T | null> {
  readonly code: number;
  readonly msg: string;
  readonly data: T | null;
  readonly status: number;

  constructor(envelope: Envelope<T | null>, status: number) {
    super(envelope.msg);
    this.name = 'ApiError';
    this.code = envelope.code;
    this.msg = envelope.msg;
    this.data = envelope.data;
    this.status = status;
  }
}

/** The message to show for any failure: the server's msg, or the default notification. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.msg) return error.msg;
  return translate('common.requestTimeout');
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [PLATFORM_HEADER]: PLATFORM, 'x-lang': getLanguage() };
  const token = authToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

export function networkError(): ApiError<null> {
  return new ApiError({ code: NETWORK_ERROR_CODE, msg: translate('common.requestTimeout'), data: null }, 0);
}

function withTimeout(signal?: AbortSignal): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== 'function') return signal;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: withTimeout(signal) });
  } catch (error) {
    // A caller's own abort (e.g. TanStack Query cancelling) is not a failure to report.
    if (signal?.aborted) throw error;
    throw networkError();
  }
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw networkError();
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Envelope rules shared by JSON calls and uploads: code 1 resolves with data, all else rejects. */
export async function settle<T>(response: Response): Promise<T> {
  const body = await readBody(response);
  if (isEnvelope(body)) {
    if (body.code === ErrorCode.INSUFFICIENT_POWER) topUpDialog.open();
    if (body.code !== ErrorCode.OK || !response.ok) {
      throw new ApiError({ code: body.code, msg: body.msg ?? '', data: body.data ?? null }, response.status);
    }
    return body.data as T;
  }
  if (!response.ok) {
    // Not our envelope: a proxy's or gateway's error page (often HTML). Its text means nothing to a
    // seller, so they get the default notification of SPEC §8; the body stays in `data` for debugging.
    throw new ApiError(
      { code: response.status, msg: translate('common.requestTimeout'), data: body },
      response.status,
    );
  }
  return body as T;
}

/**
 * THE request wrapper of SPEC §7. Resolves with the envelope's `data` (or the raw text/JSON body of
 * a non-envelope response); rejects with an ApiError for HTTP failures and any code other than 1.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, query, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...commonHeaders(),
    ...options.headers,
  };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await send(buildUrl(path, query), init, signal);
  return settle<T>(response);
}

export interface UploadOptions {
  /** the multipart field of the file; 'file' by default (SPEC §7 upload) */
  field?: string;
  data?: Record<string, string | Blob>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Multipart POST with the same headers (minus Content-Type, which the browser sets) and rules. */
export async function uploadFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.data ?? {})) form.append(key, value);
  const name = file instanceof File ? file.name : 'upload';
  form.append(options.field ?? 'file', file, name);
  const init: RequestInit = {
    method: 'POST',
    headers: { ...commonHeaders(), ...options.headers },
    body: form,
    credentials: 'same-origin',
  };
  const response = await send(path, init, options.signal);
  return settle<T>(response);
}

/**
 * Whether a static file exists, without downloading it. An SPA fallback answers unknown paths with
 * index.html, so an HTML answer counts as missing.
 */
export async function fileExists(path: string): Promise<boolean> {
  try {
    const response = await fetch(path, { method: 'HEAD', credentials: 'same-origin' });
    const type = response.headers.get('content-type') ?? '';
    return response.ok && !type.includes('text/html');
  } catch {
    return false;
  }
}
