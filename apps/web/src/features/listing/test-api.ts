import { API } from '@asinasin/contract';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/render';

/** Test code only: a fetch stub answering the listing API by path, recording every call. */
export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const ok = (data: unknown) => jsonResponse({ code: 1, msg: '', data });

export const COST = {
  cost: 1.5,
  balance: 10,
  generator: { provider: 'offline', model: 'rule-based', ruleBased: true },
};

export function listingApi(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname] ?? DEFAULTS[url.pathname];
    if (!handler) return jsonResponse({ code: 404, msg: 'not found', data: null }, 404);
    return handler(url, init);
  });
  const calls = (path: string) =>
    fetchMock.mock.calls
      .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
      .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
  return { fetchMock, calls };
}

const DEFAULTS: Record<string, Handler> = {
  [API.listingCost]: () => ok(COST),
  [API.generationList]: () => ok({ rows: [], total: 0 }),
};
