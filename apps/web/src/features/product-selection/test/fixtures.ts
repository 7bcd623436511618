import { API, type SavedFilter, type SelectedProduct } from '@asinasin/contract';
import { HttpResponse } from 'msw';
import { catalogProduct } from '../../../test/catalog-fixtures';
import { failure, fakeApi } from '../../../test/fake-api';

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
type SavedBody = { id?: number; name?: string; query?: SavedFilter['query'] };

/** The saved filter calls over `server.savedFilters`, the way the server answers them. */
function answerSavedFilters(server: FakeServer) {
  const sets = () => (server.savedFilters ??= []);
  fakeApi.on(API.savedFiltersList, () => ({ rows: sets() }));
  fakeApi.on(API.savedFiltersDelete, (body: SavedBody) => {
    sets().splice(
      sets().findIndex((set) => set.id === body.id),
      1,
    );
    return null;
  });
  fakeApi.on(API.savedFiltersSave, (body: SavedBody) => {
    const name = body.name!.trim();
    const existing = sets().find((set) => (body.id ? set.id === body.id : set.name === name));
    if (existing) {
      Object.assign(existing, { name, ...(body.query ? { query: body.query } : {}) });
      return existing;
    }
    const created = { id: nextSavedId++, name, query: body.query!, createdAt: 1, updatedAt: 1 };
    sets().unshift(created);
    return created;
  });
}

/** Answers the calls the selection makes, like the existing page tests do. */
export function fakeServer(server: FakeServer) {
  answerSavedFilters(server);
  const { exportFail, fail } = server;
  fakeApi.on(
    API.productSelectionExport,
    exportFail
      ? failure(exportFail.code, exportFail.msg, exportFail.status)
      : new HttpResponse('\uFEFFMarketplace,ASIN\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="products-UK-2026-01-01.csv"',
          },
        }),
  );
  fakeApi.on(API.productSelection, async () => {
    if (fail) return failure(fail.code, fail.msg, fail.status);
    await server.answerAfter;
    const rows = server.rows ?? [];
    return { rows, total: server.total ?? rows.length };
  });
  fakeApi.on(API.siteStats, {
    products: server.catalogProducts ?? 100,
    dimensions: 23,
    marketplaces: 9,
    users: 1,
  });
}

/** The bodies the page sent to the selection call, parsed. */
export function selectionBodies(): Record<string, unknown>[] {
  return fakeApi.bodies(API.productSelection);
}
