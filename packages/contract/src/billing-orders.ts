import { z } from 'zod';
import { CURRENCIES, PLAN_KINDS } from './billing.js';
import { envelopeOf } from './envelope.js';

/** At most this many units of a plan in one order. */
export const MAX_ORDER_NUMBER = 99;

/** SPEC §3 order form: type 0 pays the Alipay way, anything else by card; number default 1. */
export const orderFormBody = z.object({
  form_type: z.boolean().optional(),
  type: z.number({ message: 'billing.typeInvalid' }).int({ message: 'billing.typeInvalid' }).default(0),
  number: z
    .number({ message: 'billing.numberInvalid' })
    .int({ message: 'billing.numberInvalid' })
    .min(1, { message: 'billing.numberInvalid' })
    .max(MAX_ORDER_NUMBER, { message: 'billing.numberInvalid' })
    .default(1),
  id: z.number({ message: 'billing.planRequired' }).int({ message: 'billing.planUnknown' }),
  /** a coupon code; empty means none */
  coupon: z.string().trim().max(64, { message: 'billing.couponUnknown' }).optional(),
});
export type OrderFormBody = z.infer<typeof orderFormBody>;

export const createOrderResponse = envelopeOf(
  z.object({
    /** true when the order was paid at once (from the money balance, or free with a coupon) */
    pay_status: z.boolean(),
    /** for type 0: the form HTML the /alipay popup injects and submits */
    info: z.string(),
    /** for other types: the page the popup opens */
    url: z.string(),
    order_no: z.string(),
    /** what the seller pays, major units */
    amount: z.number(),
    gateway: z.string(),
  }),
);
export type CreateOrderResult = z.infer<typeof createOrderResponse>['data'];

export const couponCheckBody = orderFormBody.extend({
  coupon: z
    .string({ message: 'billing.couponRequired' })
    .trim()
    .min(1, { message: 'billing.couponRequired' })
    .max(64, { message: 'billing.couponUnknown' }),
});
export const couponCheckResponse = envelopeOf(
  z.object({
    /** the price to pay with the coupon (couponPrice of SPEC §3) */
    price: z.number(),
    /** before the coupon, and what the coupon takes off */
    original: z.number(),
    discount: z.number(),
    currency: z.enum(CURRENCIES),
  }),
);

export const ORDER_STATUSES = ['pending', 'paid', 'closed'] as const;
export const GATEWAY_NAMES = ['balance', 'sandbox', 'alipay', 'stripe'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

export const orderIndexBody = z.preprocess(
  (raw) => raw ?? {},
  z.object({
    page: z.number().int().min(1).max(100_000).default(1),
    size: z.number().int().min(1).max(100).default(20),
  }),
);

export const orderSchema = z.object({
  order_no: z.string(),
  plan_id: z.number().int(),
  /** the plan's tag in the caller's language */
  plan: z.string(),
  kind: z.enum(PLAN_KINDS),
  number: z.number().int(),
  amount: z.number(),
  original_amount: z.number(),
  coupon: z.string().nullable(),
  coupon_discount: z.number(),
  currency: z.enum(CURRENCIES),
  status: z.enum(ORDER_STATUSES),
  /** the form's type: 0 Alipay way, otherwise card */
  type: z.number().int(),
  gateway: z.enum(GATEWAY_NAMES),
  paid_time: z.string().nullable(),
  created_time: z.string(),
  /** a pending order can be paid until then (ORDER_TTL_MINUTES after it was made); null otherwise */
  expires_time: z.string().nullable().default(null),
});
export type Order = z.infer<typeof orderSchema>;
export const orderIndexResponse = envelopeOf(
  z.object({
    row: z.array(orderSchema),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
);
export const orderDetailBody = z.object({ order_no: z.string().trim().min(1).max(64) });
export const orderDetailResponse = envelopeOf(orderSchema);

/** Cancelling a pending order closes it, which releases its coupon use; the answer is the order. */
export const orderCancelBody = orderDetailBody;
export const orderCancelResponse = orderDetailResponse;

/** Paying a pending, still valid order again, the same way or another; answers as createOrder. */
export const orderPayBody = orderDetailBody.extend({
  type: z.number({ message: 'billing.typeInvalid' }).int({ message: 'billing.typeInvalid' }).default(0),
});
export type OrderPayBody = z.infer<typeof orderPayBody>;

/** Which payment ways this instance offers, and the `type` of /event each listens with. */
export const payMethodsResponse = envelopeOf(
  z.object({
    methods: z.array(
      z.object({
        /** the order form's type to send */
        type: z.number().int(),
        gateway: z.enum(['sandbox', 'alipay', 'stripe']),
        event: z.enum(['alipay', 'stripe']),
      }),
    ),
  }),
);

/** GET /event?token=&type= (SPEC §7): one JSON message per event. */
export const PAYMENT_EVENT_TYPES = ['alipay', 'stripe'] as const;
export const paymentEventQuery = z.object({
  token: z.string().min(1).max(512),
  type: z.enum(PAYMENT_EVENT_TYPES, { message: 'billing.eventTypeInvalid' }),
});
export const paymentEventSchema = z.object({
  /** 'ready' once listening; 'success' when an order of the seller is paid */
  message: z.enum(['ready', 'success']),
  order_no: z.string().optional(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;
