/** One server-sent event: its type (`message` when the stream names none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** a decoded piece of the body, cut anywhere (mid-line, between \r and \n) */
  feed(chunk: string): void;
  /** the body ended: an event without its closing blank line is dropped, as the standard says */
  end(): void;
}

/**
 * The `text/event-stream` format (WHATWG HTML, "Interpreting an event stream"): lines end in
 * \n, \r\n or \r; `event:` names the type, each `data:` adds a line, a blank line dispatches,
 * a line starting with ":" is a comment, one space after the colon is dropped. `id` and `retry`
 * only matter to EventSource's reconnection, which a POST's stream does not do.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let started = false;
  let type = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: type || 'message', data: data.join('\n') });
    type = '';
    data = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  };

  return {
    feed(chunk) {
      buffer += chunk;
      if (!started && buffer.length > 0) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A \r last in the chunk may be the first half of \r\n: wait for the next chunk.
        if (char === '\r' && i === buffer.length - 1) break;
        readLine(buffer.slice(start, i));
        if (char === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      // A lone \r held back at the very end still ends its line.
      if (buffer.endsWith('\r')) readLine(buffer.slice(0, -1));
      buffer = '';
      type = '';
      data = [];
    },
  };
}
