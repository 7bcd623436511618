import type { ROUTE_TAGS } from '@asinasin/contract';
import type { FeatureKey } from '../../i18n/keys';

export type RouteTag = (typeof ROUTE_TAGS)[number];

/** Route metadata (SPEC §2): the English-name tag, and what a not-yet-built page stands for. */
export interface RouteHandle {
  tag?: RouteTag;
  feature?: FeatureKey;
  /** the route only redirects; the guard judges its destination */
  isRedirect?: boolean;
  /** the page receives the query string as props (hot market/product details) */
  queryAsProps?: boolean;
  /** the route shows the not-built page (its tool is not built: contract TOOLS) */
  notBuilt?: boolean;
}
