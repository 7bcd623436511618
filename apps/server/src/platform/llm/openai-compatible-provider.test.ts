import { afterEach, describe, expect, it } from 'vitest';
import { startFakeChatServer, type ChatScript } from '../../../test/support/fake-chat-server.js';
import type { TextRequest } from './llm.js';
import { LlmError } from './llm-error.js';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider.js';

const request: TextRequest = {
  purpose: 'test',
  userId: null,
  messages: [
    { role: 'system', content: 'You write listings.' },
    { role: 'user', content: 'A bottle' },
  ],
  sampling: { temperature: 0.5, topP: 0.9 },
  maxTokens: 200,
  offline: () => 'unused',
};

let server: Awaited<ReturnType<typeof startFakeChatServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function provider(
  scripts: ChatScript[],
  options: { idleTimeoutMs?: number; timeoutMs?: number; maxRetries?: number } = {},
) {
  server = await startFakeChatServer(scripts);
  return createOpenAiCompatibleProvider({
    baseUrl: server.url,
    apiKey: 'sk-test-secret',
    model: 'test-model',
    timeoutMs: options.timeoutMs ?? 10_000,
    idleTimeoutMs: options.idleTimeoutMs ?? 5_000,
    maxRetries: options.maxRetries ?? 2,
  });
}

async function failure(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return (error as LlmError).failure;
}

describe('the OpenAI-compatible provider against a local Chat Completions server', () => {
  it('streams the pieces as they come, with the usage the endpoint reports', async () => {
    const llm = await provider([
      { chunks: ['TITLE: ', 'Steel ', 'Bottle'], usage: { prompt_tokens: 12, completion_tokens: 3 } },
    ]);
    const pieces: string[] = [];
    const result = await llm.generate(request, (p) => pieces.push(p));
    expect(pieces).toEqual(['TITLE: ', 'Steel ', 'Bottle']);
    expect(result).toEqual({
      text: 'TITLE: Steel Bottle',
      usage: { promptTokens: 12, completionTokens: 3 },
      finishReason: 'stop',
    });
    const [sent] = server!.received;
    expect(sent).toMatchObject({ url: '/v1/chat/completions', authorization: 'Bearer sk-test-secret' });
    expect(sent!.body).toMatchObject({
      model: 'test-model',
      stream: true,
      temperature: 0.5,
      top_p: 0.9,
      messages: request.messages,
    });
  });

  it('leaves the usage unknown when the endpoint does not report it', async () => {
    const llm = await provider([{ chunks: ['ok'] }]);
    expect((await llm.generate(request, () => undefined)).usage).toEqual({
      promptTokens: null,
      completionTokens: null,
    });
  });

  it('retries a 429 with backoff and succeeds', async () => {
    const llm = await provider([{ status: 429, headers: { 'retry-after-ms': '20' } }, { chunks: ['fine'] }]);
    expect((await llm.generate(request, () => undefined)).text).toBe('fine');
    expect(server!.received).toHaveLength(2);
  });

  it('retries a 500 and reports it when every try fails', async () => {
    const llm = await provider([{ status: 500, headers: { 'retry-after-ms': '10' } }], { maxRetries: 2 });
    expect(await failure(llm.generate(request, () => undefined))).toBe('upstream');
    expect(server!.received).toHaveLength(3);
  });

  it('tells a 429 that outlasts the retries apart from a refused key', async () => {
    const busy = await provider([{ status: 429, headers: { 'retry-after-ms': '10' } }], { maxRetries: 1 });
    expect(await failure(busy.generate(request, () => undefined))).toBe('rateLimited');
    await server!.close();
    const refused = await provider([{ status: 401 }]);
    expect(await failure(refused.generate(request, () => undefined))).toBe('rejected');
    expect(server!.received).toHaveLength(1);
  });

  it('times out an endpoint that never answers', async () => {
    const llm = await provider([{ hang: true }], { idleTimeoutMs: 300, maxRetries: 0 });
    expect(await failure(llm.generate(request, () => undefined))).toBe('timeout');
  });

  it('times out a stream that stalls after its first tokens', async () => {
    const llm = await provider([{ chunks: ['a', 'b', 'c'], stallAfter: 1 }], { idleTimeoutMs: 300 });
    const pieces: string[] = [];
    expect(await failure(llm.generate(request, (p) => pieces.push(p)))).toBe('timeout');
    expect(pieces).toEqual(['a']);
  });

  it('reports a stream cut half-way, and one that ends without finishing', async () => {
    const cut = await provider([{ chunks: ['a', 'b', 'c', 'd'], cutAfter: 2 }]);
    const pieces: string[] = [];
    expect(await failure(cut.generate(request, (p) => pieces.push(p)))).toBe('cut');
    expect(pieces).toEqual(['a', 'b']);
    await server!.close();
    const unfinished = await provider([{ chunks: ['a'], noFinish: true }]);
    expect(await failure(unfinished.generate(request, () => undefined))).toBe('cut');
  });

  it('reports a malformed chunk', async () => {
    const llm = await provider([{ chunks: ['a'], raw: '{"choices": [ not json' }]);
    expect(await failure(llm.generate(request, () => undefined))).toBe('malformed');
  });

  it('reports an endpoint that is down', async () => {
    const down = createOpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:1/v1',
      model: 'm',
      timeoutMs: 5000,
      idleTimeoutMs: 2000,
      maxRetries: 0,
    });
    expect(await failure(down.generate(request, () => undefined))).toBe('unreachable');
  });

  it('stops when the caller goes away', async () => {
    const llm = await provider([{ chunks: ['a', 'b'], stallAfter: 1 }], { idleTimeoutMs: 5000 });
    const caller = new AbortController();
    const run = llm.generate({ ...request, signal: caller.signal }, () => caller.abort());
    expect(await failure(run)).toBe('cancelled');
  });
});
