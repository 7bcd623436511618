import { API, ErrorCode, PLATFORM, PLATFORM_HEADER } from '@asinasin/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { authToken } from '../../../lib/auth-token';
import { topUpDialog } from '../../../lib/top-up-store';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render';
import { listingGeneration } from '../test/generation';
import { sseResponse } from '../test/sse-stream';
import { streamGeneration, StreamFailure } from './stream-generation';

/** What the generation endpoint answers: a stream, a refusal, a proxy's page or a network failure. */
const answer = (response: Response) => fakeApi.on(API.listingGenerate, response);
const body = { productName: 'Water Bottle' };

beforeEach(() => {
  authToken.set('tok-stream');
  topUpDialog.close();
});

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the stream should have failed'),
    (error: unknown) => error,
  );
}

describe('streamGeneration', () => {
  it('hands over each token as it arrives, then resolves with the checked generation', async () => {
    const stream = sseResponse();
    answer(stream.response);
    const tokens: string[] = [];
    const done = streamGeneration(API.listingGenerate, body, { onToken: (t) => tokens.push(t) });
    stream.send('token', { text: 'TITLE: Water' });
    await vi.waitFor(() => expect(tokens).toEqual(['TITLE: Water']));
    stream.send('token', { text: ' Bottle' });
    await vi.waitFor(() => expect(tokens).toEqual(['TITLE: Water', ' Bottle']));
    const generation = listingGeneration();
    stream.send('done', { generation });
    stream.end();
    await expect(done).resolves.toEqual(generation);

    const [call] = fakeApi.calls(API.listingGenerate);
    expect(call).toMatchObject({ method: 'POST', body });
    const header = (name: string) => call!.headers.get(name);
    expect(header('authorization')).toBe('Bearer tok-stream');
    expect(header(PLATFORM_HEADER)).toBe(PLATFORM);
    expect(header('x-lang')).toBe('zh-CN');
    expect(header('accept')).toBe('text/event-stream');
  });

  it("rejects with the server's error event (LLM down), in the seller's language", async () => {
    const stream = sseResponse();
    answer(stream.response);
    const done = streamGeneration(API.listingGenerate, body, { onToken: () => undefined });
    stream.send('token', { text: 'TITLE: ' });
    stream.send('error', { code: ErrorCode.LLM_FAILED, msg: '无法连接大模型服务，请稍后再试（未扣除算力）' });
    stream.end();
    const error = await failureOf(done);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1007, msg: '无法连接大模型服务，请稍后再试（未扣除算力）' });
    expect(topUpDialog.isOpen()).toBe(false);
  });

  it('opens the top-up dialog on a 996 refusal before the stream starts', async () => {
    answer(jsonResponse({ code: 996, msg: '算力不足，请充值', data: null }, 402));
    const error = await failureOf(streamGeneration(API.listingGenerate, body, { onToken: () => undefined }));
    expect(error).toMatchObject({ code: 996, msg: '算力不足，请充值', status: 402 });
    expect(topUpDialog.isOpen()).toBe(true);
  });

  it('opens the top-up dialog on a 996 error event too (the balance went elsewhere meanwhile)', async () => {
    const stream = sseResponse();
    answer(stream.response);
    const done = streamGeneration(API.listingGenerate, body, { onToken: () => undefined });
    stream.send('error', { code: 996, msg: '算力不足，请充值' });
    stream.end();
    expect(await failureOf(done)).toMatchObject({ code: 996 });
    expect(topUpDialog.isOpen()).toBe(true);
  });

  it('passes a bad-input refusal on with its message', async () => {
    answer(jsonResponse({ code: 400, msg: '产品名称不能为空', data: null }, 400));
    const error = await failureOf(streamGeneration(API.listingGenerate, body, { onToken: () => undefined }));
    expect(error).toMatchObject({ code: 400, msg: '产品名称不能为空' });
  });

  it('says a proxy error page is the default failure, not its HTML', async () => {
    answer(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    const error = await failureOf(streamGeneration(API.listingGenerate, body, { onToken: () => undefined }));
    expect(error).toMatchObject({ code: 502, msg: '请求超时，请稍后再试' });
  });

  it('calls a stream that ends without done or error cut, keeping what arrived', async () => {
    const stream = sseResponse();
    answer(stream.response);
    const tokens: string[] = [];
    const done = streamGeneration(API.listingGenerate, body, { onToken: (t) => tokens.push(t) });
    stream.send('token', { text: 'TITLE: Water' });
    stream.raw('event: done\ndata: {"generation":'); // cut mid-event
    stream.end();
    const error = await failureOf(done);
    expect(error).toBeInstanceOf(StreamFailure);
    expect(error).toMatchObject({ kind: 'cut' });
    expect(tokens).toEqual(['TITLE: Water']);
  });

  it('stops when the seller stops, even if the body never ends', async () => {
    const stream = sseResponse();
    answer(stream.response);
    const stop = new AbortController();
    const done = streamGeneration(API.listingGenerate, body, {
      onToken: () => stop.abort(),
      signal: stop.signal,
    });
    stream.send('token', { text: 'TITLE: ' });
    expect(await failureOf(done)).toMatchObject({ kind: 'stopped' });
    await vi.waitFor(() => expect(fakeApi.calls(API.listingGenerate)[0]!.signal.aborted).toBe(true));
  });

  it('gives up on a silent stream after the idle time', async () => {
    const stream = sseResponse();
    answer(stream.response);
    const done = streamGeneration(API.listingGenerate, body, { onToken: () => undefined, idleMs: 30 });
    stream.send('token', { text: 'TITLE: ' });
    expect(await failureOf(done)).toMatchObject({ kind: 'timeout' });
  });

  it('calls a connection that never answers a network failure', async () => {
    answer(Response.error());
    const error = await failureOf(streamGeneration(API.listingGenerate, body, { onToken: () => undefined }));
    expect(error).toMatchObject({ kind: 'network' });
  });

  it('refuses a done event whose generation is not what the contract says', async () => {
    const stream = sseResponse();
    answer(stream.response);
    const done = streamGeneration(API.listingGenerate, body, { onToken: () => undefined });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stream.send('done', { generation: { id: 'not a number' } });
    stream.end();
    expect(await failureOf(done)).toMatchObject({ kind: 'unreadable' });
  });
});
