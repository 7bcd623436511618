import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiData, ApiPath } from './api-responses';

/**
 * The one fake API of the web tests: MSW intercepts the app's real fetch calls (api-client, SPEC
 * §7), and each test says what a path answers with `fakeApi.on(API.x, data)`, in the project's
 * envelope {code, msg, data}. Answers are typed by the contract's response schemas. The server
 * listens for every web test file (setup.ts); answers and recorded calls are cleared after each
 * test. An API path no test answered gets code 404 and an HTTP 404, as an unknown route would; any
 * other path of the page's origin is a static file that does not exist (404).
 */

/** One request the fake API received. */
export interface FakeCall {
  path: string;
  method: string;
  /** the parsed JSON body; the FormData of an upload; undefined without a body */
  body: unknown;
  url: URL;
  headers: Headers;
  /** aborted when the caller cancels the request (a stopped stream) */
  signal: AbortSignal;
}

/** A refusal in the envelope: a non-1 code and its message (with an HTTP status, 200 by default). */
export class ApiFailure {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly status = 200,
    readonly data: unknown = null,
  ) {}
}

export const failure = (code: number, msg: string, status = 200) => new ApiFailure(code, msg, status);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the body it sent
type Body = any;
type Reply<D> = D | ApiFailure | Response;
export type Answer<D> = Reply<D> | ((body: Body, call: FakeCall) => Reply<D> | Promise<Reply<D>>);

const answers = new Map<string, Answer<unknown>>();
/** what a path no test answered gets instead of a 404 (the HTTP client's own tests) */
let fallback: Answer<unknown> | undefined;
const calls: FakeCall[] = [];

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function envelope(reply: unknown): Response {
  // a copy: the same answer may serve several requests
  // a network failure (Response.error()) is passed on as it is: fetch then rejects
  if (reply instanceof Response) return reply.type === 'error' ? reply : reply.clone();
  if (reply instanceof ApiFailure) {
    return HttpResponse.json(
      { code: reply.code, msg: reply.msg, data: reply.data },
      { status: reply.status },
    );
  }
  return HttpResponse.json({ code: 1, msg: '', data: reply ?? null });
}

export const apiServer = setupServer(
  // every request of the page's own origin: the API's paths, and static files (none exist here)
  http.all(`${window.location.origin}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const call: FakeCall = {
      path: url.pathname,
      method: request.method,
      body: await readBody(request.clone()),
      url,
      headers: request.headers,
      signal: request.signal,
    };
    calls.push(call);
    // an answer of null (no data) is an answer too: only a path never answered falls back
    const answer = answers.has(url.pathname) ? answers.get(url.pathname) : fallback;
    if (answer === undefined && !url.pathname.startsWith('/api/')) {
      return new HttpResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
    }
    if (answer === undefined) {
      return HttpResponse.json(
        { code: 404, msg: `no fake answer for ${url.pathname}`, data: null },
        { status: 404 },
      );
    }
    const reply = typeof answer === 'function' ? await answer(call.body, call) : answer;
    return envelope(reply);
  }),
);

export const fakeApi = {
  /** What `path` answers from now on (replacing an earlier answer): data, a failure, or a function of the body. */
  on<P extends ApiPath>(path: P, answer: Answer<ApiData<P>>): void {
    answers.set(path, answer as Answer<unknown>);
  },
  /** A static file of the page's origin (not an API path), answered as it is: a download, a 404. */
  file(path: string, response: Response): void {
    answers.set(path, response);
  },
  /** `path` refuses with this code and message. */
  fail(path: ApiPath, code: number, msg: string, status = 200): void {
    answers.set(path, new ApiFailure(code, msg, status));
  },
  /** What every path no test answered gets: for tests of the HTTP client itself, whatever the path. */
  otherwise(answer: Answer<unknown>): void {
    fallback = answer;
  },
  /** The requests received, in order; those of one path when given. */
  calls(path?: ApiPath | string): FakeCall[] {
    return path === undefined ? [...calls] : calls.filter((call) => call.path === path);
  },
  /** The latest request, with its address as sent (path and query) and a header reader. */
  last() {
    const call = calls.at(-1)!;
    return {
      ...call,
      address: call.url.pathname + call.url.search,
      header: (name: string) => call.headers.get(name),
    };
  },
  /** The JSON bodies sent to one path, in order. */
  bodies(path: ApiPath | string): Record<string, unknown>[] {
    return fakeApi.calls(path).map((call) => call.body as Record<string, unknown>);
  },
  /** Forgets every answer and call (after each test). */
  reset(): void {
    answers.clear();
    fallback = undefined;
    calls.length = 0;
  },
};
