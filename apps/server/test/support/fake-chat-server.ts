import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the fake endpoint does with one request. */
export type ChatScript =
  | { status: number; headers?: Record<string, string> }
  | {
      /** content pieces, each sent as one chat.completion.chunk */
      chunks: string[];
      usage?: { prompt_tokens: number; completion_tokens: number };
      /** destroy the socket after this many chunks (a stream cut half-way) */
      cutAfter?: number;
      /** stop sending, connection open, after this many chunks (a stalled stream) */
      stallAfter?: number;
      /** end the body cleanly without a finish reason or [DONE] */
      noFinish?: boolean;
      /** send this raw line as a data: event after the chunks (malformed JSON) */
      raw?: string;
    }
  /** never answer (a hung endpoint) */
  | { hang: true };

export interface ReceivedRequest {
  url: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
    temperature?: number;
    top_p?: number;
  };
}

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

/**
 * A local HTTP server that speaks OpenAI's Chat Completions streaming protocol: `data: {...}` lines
 * of chat.completion.chunk objects, a usage chunk, then `data: [DONE]`. Each request takes the next
 * script of the queue (the last one repeats).
 */
export async function startFakeChatServer(scripts: ChatScript[]) {
  const received: ReceivedRequest[] = [];
  let queue = [...scripts];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
      const script = queue.length > 1 ? queue.shift()! : queue[0]!;
      if ('hang' in script) return;
      if ('status' in script) {
        res.writeHead(script.status, { 'content-type': 'application/json', ...script.headers });
        res.end(JSON.stringify({ error: { message: `status ${script.status}`, type: 'test' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const stopAt = script.cutAfter ?? script.stallAfter ?? script.chunks.length;
      for (const content of script.chunks.slice(0, stopAt)) res.write(chunk(content));
      // Let the chunks already written reach the client before the connection drops.
      if (script.cutAfter !== undefined) return void setTimeout(() => req.socket.destroy(), 50);
      if (script.stallAfter !== undefined) return;
      if (script.raw) res.write(`data: ${script.raw}\n\n`);
      if (script.noFinish) return void res.end();
      res.write(chunk(null, 'stop'));
      if (script.usage) {
        res.write(
          `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [], usage: { ...script.usage, total_tokens: script.usage.prompt_tokens + script.usage.completion_tokens } })}\n\n`,
        );
      }
      res.end('data: [DONE]\n\n');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    /** what the next requests get, in order */
    script: (next: ChatScript[]) => {
      queue = [...next];
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
