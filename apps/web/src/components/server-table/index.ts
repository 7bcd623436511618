export { ServerTable, type ServerTableProps, type TableChange } from './server-table';
export type { RowSelection, ServerColumn, ServerColumns, SortDirection, SortOrder } from './server-column';
export { isPageSize, PAGE_SIZES, type PageSize } from './page-sizes';
export { useTotalText } from './use-total-text';
export { TableLink, type TableLinkProps } from './table-link';
