import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return events;
}

const STREAM =
  ': a comment the server may send to keep the line open\n' +
  'event: token\ndata: {"text":"TITLE: Water"}\n\n' +
  'event: token\r\ndata:{"text":" Bottle"}\r\n\r\n' +
  'data: line one\ndata: line two\n\n' +
  'event: done\rdata: {"generation":{"id":7}}\r\r';

const EXPECTED: SseEvent[] = [
  { event: 'token', data: '{"text":"TITLE: Water"}' },
  { event: 'token', data: '{"text":" Bottle"}' },
  { event: 'message', data: 'line one\nline two' },
  { event: 'done', data: '{"generation":{"id":7}}' },
];

describe('server-sent events parser', () => {
  it('reads events with \\n, \\r\\n and \\r line ends, comments, several data lines and the default type', () => {
    expect(parse([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events however the body is cut, mid-line and between \\r and \\n included', () => {
    for (let cut = 1; cut < STREAM.length; cut++) {
      expect(parse([STREAM.slice(0, cut), STREAM.slice(cut)]), `cut at ${cut}`).toEqual(EXPECTED);
    }
    expect(parse([...STREAM])).toEqual(EXPECTED);
  });

  it('drops an event the body ended before its blank line, as the standard says', () => {
    expect(parse(['event: token\ndata: {"text":"a"}\n\nevent: done\ndata: {"generation"'])).toEqual([
      { event: 'token', data: '{"text":"a"}' },
    ]);
  });

  it('ignores a byte-order mark, fields it does not know and events without data', () => {
    expect(parse(['\uFEFFid: 3\nretry: 10\nevent: token\n\nevent: token\ndata: x\n\n'])).toEqual([
      { event: 'token', data: 'x' },
    ]);
  });

  it('keeps a colon inside the data and only the first space after the field name goes', () => {
    expect(parse(['data:  {"text":"a: b"}\n\n'])).toEqual([{ event: 'message', data: ' {"text":"a: b"}' }]);
  });
});
