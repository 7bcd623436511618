import { PRODUCT_EXPORT_MAX_ROWS, productSelectionEndpoints as endpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { sendCsv } from '../../platform/http/csv-download.js';
import { addRoute } from '../../platform/http/route.js';
import { exportFileName, exportLayout } from './product-selection.export.js';
import { streamSelection } from '../../catalog/index.js';
import { requireKnownSource } from './product-sources.js';

/**
 * The whole product selection as a CSV download: the table's filters and sort, the seller's
 * columns, headers in the seller's language, at most PRODUCT_EXPORT_MAX_ROWS rows (the statement
 * stops there; the file name says when it did). Rows stream from the catalog as DuckDB yields them.
 */
export const productSelectionExportRoutes: FeaturePlugin = async (app, { context }) => {
  addRoute(
    app,
    endpoints.productSelectionExport,
    { tags: ['research'], access: 'user' },
    async (request, reply) => {
      const { columns, ...query } = request.body;
      const catalog = await context.catalog();
      await requireKnownSource(catalog, query.source);
      const { total, chunks } = await streamSelection(catalog, query, PRODUCT_EXPORT_MAX_ROWS);
      const { csvColumns, toRow } = exportLayout(columns, request.lang);
      async function* rows() {
        for await (const products of chunks) yield products.map(toRow);
      }
      reply
        .header('x-total-count', String(total))
        .header('x-export-count', String(Math.min(total, PRODUCT_EXPORT_MAX_ROWS)));
      return sendCsv(reply, exportFileName(query.marketplace, total), csvColumns, rows());
    },
  );
};
