import { ErrorCode } from '@asinasin/contract';
import { commonHeaders } from '../../lib/api-client';

/** What the Upload hands to a request: SPEC §7 generic upload (multipart, file under `field`). */
export interface UploadRequestOptions {
  action: string;
  method: string;
  /** the multipart field of the file ('file' by default) */
  field: string;
  file: File;
  data?: Record<string, string>;
  headers?: Record<string, string>;
  withCredentials?: boolean;
  /** 0–100, as the browser reports the bytes sent */
  onProgress(percent: number): void;
  onSuccess(response: unknown): void;
  onError(error: UploadError): void;
}

export interface UploadHandle {
  abort(): void;
}

export type UploadRequest = (options: UploadRequestOptions) => UploadHandle;

/** A failed upload, with the text SPEC §8 asks the seller to see. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly method: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function envelopeOf(body: unknown): { code: number; msg?: unknown; data?: unknown } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'number' ? (body as { code: number }) : undefined;
}

/**
 * The message of a failed upload (SPEC §8): the server's error (the envelope's msg, or an `error`
 * field), else the response text, else 'fail to {method} {url} {status}'.
 */
export function uploadErrorText(body: unknown, method: string, url: string, status: number): string {
  const envelope = envelopeOf(body);
  if (envelope && typeof envelope.msg === 'string' && envelope.msg) return envelope.msg;
  if (typeof body === 'object' && body !== null) {
    const error = (body as { error?: unknown }).error;
    if (typeof error === 'string' && error) return error;
  }
  if (typeof body === 'string' && body) return body;
  return `fail to ${method} ${url} ${status}`;
}

/**
 * The default request: an XMLHttpRequest, the only browser API that reports upload progress.
 * The project's envelope counts: code 1 is success (its data is the response), any other code is
 * a failure carrying the server's message.
 */
export const xhrUpload: UploadRequest = (options) => {
  const { action, method, field, file } = options;
  const xhr = new XMLHttpRequest();
  const form = new FormData();
  for (const [key, value] of Object.entries(options.data ?? {})) form.append(key, value);
  form.append(field, file, file.name);

  xhr.upload.addEventListener('progress', (event) => {
    if (event.lengthComputable && event.total > 0) options.onProgress((event.loaded / event.total) * 100);
  });
  xhr.addEventListener('error', () => {
    options.onError(
      new UploadError(uploadErrorText('', method, action, xhr.status), xhr.status, method, action),
    );
  });
  xhr.addEventListener('load', () => {
    const body = parseBody(xhr.responseText);
    const envelope = envelopeOf(body);
    const ok = xhr.status >= 200 && xhr.status < 300 && (!envelope || envelope.code === ErrorCode.OK);
    if (ok) {
      options.onSuccess(envelope ? envelope.data : body);
      return;
    }
    options.onError(
      new UploadError(uploadErrorText(body, method, action, xhr.status), xhr.status, method, action),
    );
  });

  xhr.open(method.toUpperCase(), action, true);
  xhr.withCredentials = options.withCredentials ?? false;
  for (const [name, value] of Object.entries({ ...commonHeaders(), ...options.headers })) {
    xhr.setRequestHeader(name, value);
  }
  xhr.send(form);
  return { abort: () => xhr.abort() };
};
