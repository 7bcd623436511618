/**
 * A streamed response a test controls piece by piece, as the server sends a generation: test
 * code only (no test runner imports, so page tests and call tests share it).
 */
export function sseResponse(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    raw(text: string) {
      controller.enqueue(encoder.encode(text));
    },
    end() {
      controller.close();
    },
  };
}
