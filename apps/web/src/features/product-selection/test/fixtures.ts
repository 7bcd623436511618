import { API, type SavedFilter, type SelectedProduct } from '@asinasin/contract';
import type { Mock } from 'vitest';
import { catalogProduct } from '../../../test/catalog-fixtures';
import { jsonResponse } from '../../../test/render';

/** A product row as the API returns it; every value the data can lack is null unless given. */
export const product = catalogProduct;

export interface FakeServer {
  rows?: SelectedProduct[];
  total?: number;
  /** the catalog's product count in the site stats */
  catalogProducts?: number;
  /** answer the selection with this status and envelope instead */
  fail?: { status: number; code: number; msg: string };
  /** the seller's saved filter sets: list, save and delete change this very array */
  savedFilters?: SavedFilter[];
  /** answer the CSV export with this envelope instead of a file */
  exportFail?: { status: number; code: number; msg: string };
  /** the selection answers only once this settles: a slow server, to look at the page meanwhile */
  answerAfter?: Promise<void>;
}

let nextSavedId = 100;

/** The saved filter calls over `server.savedFilters`, the way the server answers them. */
function savedFiltersAnswer(url: string, init: RequestInit | undefined, server: FakeServer): Response {
  const sets = (server.savedFilters ??= []);
  const ok = (data: unknown) => jsonResponse({ code: 1, msg: '', data });
  if (url === API.savedFiltersList) return ok({ rows: sets });
  const body = JSON.parse(String(init?.body)) as { id?: number; name?: string; query?: SavedFilter['query'] };
  if (url === API.savedFiltersDelete) {
    sets.splice(
      sets.findIndex((set) => set.id === body.id),
      1,
    );
    return ok(null);
  }
  const name = body.name!.trim();
  const existing = sets.find((set) => (body.id ? set.id === body.id : set.name === name));
  if (existing) {
    Object.assign(existing, { name, ...(body.query ? { query: body.query } : {}) });
    return ok(existing);
  }
  const created = { id: nextSavedId++, name, query: body.query!, createdAt: 1, updatedAt: 1 };
  sets.unshift(created);
  return ok(created);
}

/** Answers the calls the selection makes, like the existing page tests do. */
export function fakeServer(fetchMock: Mock<typeof fetch>, server: FakeServer) {
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (url.startsWith('/api/research/filters/'))
      return Promise.resolve(savedFiltersAnswer(url, init, server));
    if (url === API.productSelectionExport) {
      if (server.exportFail) {
        const { status, ...envelope } = server.exportFail;
        return Promise.resolve(jsonResponse({ ...envelope, data: null }, status));
      }
      return Promise.resolve(
        new Response('\uFEFFMarketplace,ASIN\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="products-UK-2026-01-01.csv"',
          },
        }),
      );
    }
    if (url === API.productSelection) {
      if (server.fail) {
        const { status, ...envelope } = server.fail;
        return Promise.resolve(jsonResponse({ ...envelope, data: null }, status));
      }
      const rows = server.rows ?? [];
      const answer = () =>
        jsonResponse({ code: 1, msg: '', data: { rows, total: server.total ?? rows.length } });
      return (server.answerAfter ?? Promise.resolve()).then(answer);
    }
    if (url === API.siteStats) {
      return Promise.resolve(
        jsonResponse({
          code: 1,
          msg: '',
          data: { products: server.catalogProducts ?? 100, dimensions: 23, marketplaces: 9, users: 1 },
        }),
      );
    }
    return Promise.resolve(jsonResponse({ code: 404, msg: 'nope', data: null }, 404));
  });
}

/** The bodies the page sent to the selection call, parsed. */
export function selectionBodies(fetchMock: Mock<typeof fetch>): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === API.productSelection)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

/** The bodies sent to one path, parsed. */
export function bodiesTo(fetchMock: Mock<typeof fetch>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}
