export {
  markSorted,
  ServerTable,
  type ServerTableProps,
  type SortOrder,
  type TableChange,
} from './server-table';
export { isPageSize, PAGE_SIZES, type PageSize } from './page-sizes';
export { useTotalText } from './use-total-text';
