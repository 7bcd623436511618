import {
  TRADEMARK_OFFICES,
  TRADEMARK_STATUSES,
  trademarkSearchBody,
  type TrademarkSearchBody,
} from '@asinasin/contract';
import { isPageSize, PAGE_SIZES } from '../../../components/server-table/page-sizes';
import { intParam } from '../../../lib/url-codec';

type Office = (typeof TRADEMARK_OFFICES)[number];
type Status = (typeof TRADEMARK_STATUSES)[number];

/** `/trademark?trademark=Sunny%20Home&office=USPTO&classes=21,11&status=live&page=2&size=50` (SPEC §2) */
export interface TrademarkState {
  trademark: string;
  office?: Office;
  classes: number[];
  status?: Status;
  page: number;
  size: number;
}

export function readTrademarkState(params: URLSearchParams): TrademarkState {
  const office = params.get('office');
  const status = params.get('status');
  const size = intParam(params, 'size', trademarkSearchBody.shape.size, PAGE_SIZES[0]);
  const classes = (params.get('classes') ?? '')
    .split(',')
    .filter((c) => /^\d{1,2}$/.test(c))
    .map(Number)
    .filter((c) => c >= 1 && c <= 45);
  return {
    trademark: (params.get('trademark') ?? '').slice(0, 100),
    ...((TRADEMARK_OFFICES as readonly string[]).includes(office ?? '') ? { office: office as Office } : {}),
    classes: [...new Set(classes)],
    ...((TRADEMARK_STATUSES as readonly string[]).includes(status ?? '') ? { status: status as Status } : {}),
    page: intParam(params, 'page', trademarkSearchBody.shape.page, 1),
    size: isPageSize(size) ? size : PAGE_SIZES[0],
  };
}

export function writeTrademarkState(state: TrademarkState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('trademark', state.trademark.trim());
  if (state.office) params.set('office', state.office);
  if (state.classes.length) params.set('classes', state.classes.join(','));
  if (state.status) params.set('status', state.status);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.size !== PAGE_SIZES[0]) params.set('size', String(state.size));
  return params;
}

/** The call's body; null while the brand is empty (the server would refuse it too). */
export function trademarkQueryOf(state: TrademarkState): TrademarkSearchBody | null {
  const trademark = state.trademark.trim();
  if (!trademark) return null;
  return {
    trademark,
    page: state.page,
    size: state.size,
    ...(state.office ? { office: state.office } : {}),
    ...(state.classes.length ? { classes: state.classes } : {}),
    ...(state.status ? { status: state.status } : {}),
  };
}

/** Where the /patent page's trademark tab sends a brand (SPEC §2). */
export const trademarkSearchPath = (brand: string) =>
  `/trademark?${new URLSearchParams({ trademark: brand.trim() }).toString()}`;
