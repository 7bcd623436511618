import type { PaymentEvent } from '@asinasin/contract';

/** A test's EventSource: reads /event over real HTTP and hands out its messages in order. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const messages: PaymentEvent[] = [];
  const waiters: (() => void)[] = [];
  let isEnded = false;
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trim())
              .join('\n');
            if (data) messages.push(JSON.parse(data) as PaymentEvent);
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // aborted
      }
      isEnded = true;
      waiters.splice(0).forEach((wake) => wake());
    })();
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    /** the body of a refused stream */
    json: () => res.json() as Promise<{ code: number; msg: string }>,
    /** The next message, or undefined when the stream ended or `ms` passed first. */
    async next(ms = 5000): Promise<PaymentEvent | undefined> {
      const deadline = Date.now() + ms;
      while (messages.length === 0 && !isEnded && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, deadline - Date.now());
        });
      }
      return messages.shift();
    },
    get isEnded() {
      return isEnded;
    },
    close: () => controller.abort(),
  };
}
