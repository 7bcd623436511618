import { CATALOG_ASIN } from '../product-record.js';
import { PLACE_COLUMN } from '../search-terms/json-items.js';

/**
 * The SQL that reads the items of a Search Query Performance report's `dataByAsin` list (copied
 * one a line by `splitReport`), as `schemas/reports/sellingPartnerSearchQueryPerformanceReport.json`
 * of amzn/selling-partner-api-models names them, each with the reason it is refused (null: kept).
 * Every field is read as JSON, so a type is checked as the schema gives it ("5" is not a count).
 */

/** The item's objects and scalars as the schema names them. */
const TOP_FIELDS = [
  'startDate',
  'endDate',
  'asin',
  'searchQueryData',
  'impressionData',
  'clickData',
  'cartAddData',
  'purchaseData',
] as const;

const text = (column: string, at = '$') =>
  `case when json_type(${column}, '${at}') = 'VARCHAR' then json_extract_string(${column}, '${at}') end`;
const number = (column: string, at: string) =>
  `try_cast(json_extract(${column}, '${at}')::varchar as double)`;

/** A stored column, the JSON it is read from, and whether it is a count or a share. */
const MEASURES = [
  ['query_score', 'searchQueryData', 'searchQueryScore', 'rank'],
  ['query_volume', 'searchQueryData', 'searchQueryVolume', 'count'],
  ['total_impressions', 'impressionData', 'totalQueryImpressionCount', 'count'],
  ['asin_impressions', 'impressionData', 'asinImpressionCount', 'count'],
  ['asin_impression_share', 'impressionData', 'asinImpressionShare', 'share'],
  ['total_clicks', 'clickData', 'totalClickCount', 'count'],
  ['asin_clicks', 'clickData', 'asinClickCount', 'count'],
  ['asin_click_share', 'clickData', 'asinClickShare', 'share'],
  ['total_cart_adds', 'cartAddData', 'totalCartAddCount', 'count'],
  ['asin_cart_adds', 'cartAddData', 'asinCartAddCount', 'count'],
  ['asin_cart_add_share', 'cartAddData', 'asinCartAddShare', 'share'],
  ['total_purchases', 'purchaseData', 'totalPurchaseCount', 'count'],
  ['asin_purchases', 'purchaseData', 'asinPurchaseCount', 'count'],
  ['asin_purchase_share', 'purchaseData', 'asinPurchaseShare', 'share'],
] as const;

export const MEASURE_COLUMNS = MEASURES.map(([column]) => column);

function check([column, object, field, type]: (typeof MEASURES)[number]): string {
  const name = `${object}.${field}`;
  if (type === 'share')
    return `when coalesce(${column} not between 0 and 1, true) then '${name}: not a share from 0 to 1'`;
  const least = type === 'rank' ? 1 : 0;
  return `when coalesce(${column} < ${least} or ${column} <> trunc(${column}), true) then '${name}: not a whole number from ${least}'`;
}

/** The reason of an item, the first problem found; `period` is the report's own. */
function reasonOf(notObjects: number[], period: { start: string; end: string }): string {
  const checks = [
    ...(notObjects.length > 0 ? [`when line in (${notObjects.join(', ')}) then 'not an object'`] : []),
    `when not coalesce(regexp_full_match(asin, '${CATALOG_ASIN.source}'), false) then 'asin: not a valid ASIN'`,
    `when coalesce(trim(search_query) = '', true) then 'searchQueryData.searchQuery: missing'`,
    `when coalesce(start_date <> '${period.start}' or end_date <> '${period.end}', true) then 'startDate, endDate: not the report''s period'`,
    ...MEASURES.map(check),
  ];
  return `case ${checks.join(' ')} end`;
}

/** `period`: the report's dates, checked as ISO dates by the caller (so safe as literals). */
export function itemsOf(
  listFile: string,
  notObjects: number[],
  period: { start: string; end: string },
): string {
  const columns = [`${PLACE_COLUMN}: 'BIGINT'`, ...TOP_FIELDS.map((field) => `${field}: 'JSON'`)].join(', ');
  const literalPath = `'${listFile.replaceAll("'", "''")}'`;
  const measures = MEASURES.map(
    ([column, object, field]) => `${number(object, `$.${field}`)} as ${column}`,
  ).join(', ');
  return `select *, ${reasonOf(notObjects, period)} as reason
    from (select ${PLACE_COLUMN} as line, ${text('startDate')} as start_date, ${text('endDate')} as end_date,
                 ${text('asin')} as asin, ${text('searchQueryData', '$.searchQuery')} as search_query, ${measures}
          from read_json(${literalPath}, format = 'newline_delimited', columns = {${columns}}))`;
}
