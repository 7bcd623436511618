import {
  ErrorCode,
  generationSchema,
  PLATFORM,
  PLATFORM_HEADER,
  streamErrorSchema,
  type Envelope,
  type Generation,
} from '@asinasin/contract';
import { getLanguage, translate } from '../../../i18n';
import { ApiError, REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { authToken } from '../../../lib/auth-token';
import { topUpDialog } from '../../../lib/top-up-store';
import { createSseParser, type SseEvent } from './sse';

/**
 * The longest silence between two pieces of a stream before the page gives up. Above the server's
 * own idle limit (LLM_IDLE_TIMEOUT_MS, 30 s by default), so the server's clearer error comes first.
 */
export const STREAM_IDLE_MS = 60_000;

/** Why a stream ended without a generation, when the server could not say it itself. */
export type StreamFailureKind = 'stopped' | 'timeout' | 'network' | 'cut' | 'unreadable';

export class StreamFailure extends Error {
  constructor(readonly kind: StreamFailureKind) {
    super(`generation stream: ${kind}`);
    this.name = 'StreamFailure';
  }
}

export interface StreamOptions {
  /** each piece of text as it arrives */
  onToken: (text: string) => void;
  /** the seller's stop button */
  signal?: AbortSignal;
  idleMs?: number;
}

/** The headers of every API call (SPEC §7), as lib/api-client sends them, plus the stream's type. */
function headers(): Record<string, string> {
  const token = authToken.get();
  return {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
    [PLATFORM_HEADER]: PLATFORM,
    'x-lang': getLanguage(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).code === 'number';
}

/** A refusal before the stream started (bad input 400, 401, 996): the envelope, as any other call. */
async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    return new ApiError(
      { code: response.status, msg: translate('common.requestTimeout'), data: null },
      response.status,
    );
  }
  if (body.code === ErrorCode.INSUFFICIENT_POWER) topUpDialog.open();
  // `data` may name the refused field ({ field }), for the form to show the message beside it.
  return new ApiError({ code: body.code, msg: body.msg ?? '', data: body.data ?? null }, response.status);
}

/** The `done` or `error` event's payload, or a failure when it is not what the contract says. */
function finalOutcome(event: SseEvent): Generation | ApiError {
  let payload: unknown;
  try {
    payload = JSON.parse(event.data);
  } catch {
    throw new StreamFailure('unreadable');
  }
  if (event.event === 'error') {
    const parsed = streamErrorSchema.safeParse(payload);
    if (!parsed.success) throw new StreamFailure('unreadable');
    if (parsed.data.code === ErrorCode.INSUFFICIENT_POWER) topUpDialog.open();
    return new ApiError({ ...parsed.data, data: null }, 200);
  }
  const parsed = generationSchema.safeParse((payload as { generation?: unknown } | null)?.generation);
  if (!parsed.success) {
    console.error('The generation does not match the contract', parsed.error.issues);
    throw new StreamFailure('unreadable');
  }
  return parsed.data;
}

/**
 * POSTs a generation and reads the server-sent events of its own response (contract
 * listing/schemas.ts): `token` {text} pieces, then `done` {generation} or `error` {code, msg}.
 * Resolves with the saved generation; rejects with an ApiError (the server's refusal or error, in
 * the seller's language) or a StreamFailure (stopped, silent too long, connection lost, cut short).
 */
export async function streamGeneration(
  path: string,
  body: unknown,
  { onToken, signal, idleMs = STREAM_IDLE_MS }: StreamOptions,
): Promise<Generation> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  };
  const stop = () => controller.abort();
  if (signal?.aborted) throw new StreamFailure('stopped');
  signal?.addEventListener('abort', stop);
  const failure = (): StreamFailure =>
    new StreamFailure(signal?.aborted ? 'stopped' : timedOut ? 'timeout' : 'network');

  try {
    arm(REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch {
      throw failure();
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream')) throw await refusal(response);
    if (!response.body) throw new StreamFailure('unreadable');

    let outcome: Generation | ApiError | undefined;
    const parser = createSseParser((event) => {
      if (outcome) return;
      if (event.event === 'token') {
        try {
          const text = (JSON.parse(event.data) as { text?: unknown }).text;
          if (typeof text === 'string') onToken(text);
        } catch {
          throw new StreamFailure('unreadable');
        }
      } else if (event.event === 'done' || event.event === 'error') {
        outcome = finalOutcome(event);
      }
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    // A stop or a silence ends the read at once, whatever the body's source does with the signal.
    const cancel = () => void reader.cancel().catch(() => undefined);
    controller.signal.addEventListener('abort', cancel);
    try {
      for (;;) {
        arm(idleMs);
        const { done, value } = await reader.read();
        if (controller.signal.aborted) throw failure();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
        if (outcome) break;
      }
      parser.feed(decoder.decode());
      parser.end();
    } catch (error) {
      if (error instanceof StreamFailure) throw error;
      throw failure();
    } finally {
      controller.signal.removeEventListener('abort', cancel);
      cancel();
    }
    if (!outcome) throw new StreamFailure('cut');
    if (outcome instanceof ApiError) throw outcome;
    return outcome;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
