import { buildUrl, commonHeaders, networkError, settle, type Query } from './api-client';

/*
 * Its own module, not part of api-client: the first load carries api-client, and only the pages
 * with an export button need this.
 */

export interface DownloadOptions {
  body?: unknown;
  query?: Query;
  /** the name to save under when the server does not send one */
  fileName: string;
  signal?: AbortSignal;
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first), if any. */
function dispositionName(header: string | null): string | undefined {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return header?.match(/filename="([^"]+)"/i)?.[1];
}

/**
 * A file the server makes for the signed-in seller (a CSV export): fetched with the same headers as
 * every call, then saved by the browser. An error answer is the envelope and rejects like any call.
 * No timeout of its own: a whole result can take longer than a call; the caller may abort.
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<void> {
  const { body, query, signal } = options;
  const init: RequestInit = {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...commonHeaders() },
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { ...init, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) {
    await settle(response);
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionName(response.headers.get('content-disposition')) ?? options.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob to the browser's download; the URL is not needed after this task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
