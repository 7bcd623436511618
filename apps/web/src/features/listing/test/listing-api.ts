import { API } from '@asinasin/contract';
import { jsonResponse } from '../../../test/render';
import { fakeApi, type FakeCall } from '../../../test/fake-api';

/**
 * Test code only: the listing API's answers on the one fake API (MSW), by path, with the defaults
 * every listing page asks for (cost, history). A handler gets the request's URL and call.
 */
export type Handler = (url: URL, call: FakeCall) => Response | Promise<Response>;

export const ok = (data: unknown) => jsonResponse({ code: 1, msg: '', data });

export const COST = {
  cost: 1.5,
  balance: 10,
  generator: { provider: 'offline', model: 'rule-based', ruleBased: true },
};

/** Two rows of the category → Nice class map (data/trademarks/nice-classes-by-category.json). */
export const CATEGORIES = [
  { category: 'Kitchen Utensils & Gadgets', classes: [8, 21] },
  { category: "Women's Clothing", classes: [25] },
];

const DEFAULTS: Record<string, Handler> = {
  [API.listingCategories]: () => ok({ row: CATEGORIES }),
  [API.listingCost]: () => ok(COST),
  [API.generationList]: () => ok({ rows: [], total: 0 }),
};

export function listingApi(handlers: Record<string, Handler> = {}) {
  for (const [path, handler] of Object.entries({ ...DEFAULTS, ...handlers })) {
    // an API path answered by a function of the call, as the listing handlers were written
    fakeApi.on(path as typeof API.listingCost, (_body, call) => handler(call.url, call));
  }
  return {
    /** the JSON bodies sent to one path */
    calls: (path: string) => fakeApi.bodies(path),
    /** the last request to one path */
    lastCall: (path: string) => fakeApi.calls(path).at(-1)!,
  };
}
