/**
 * Every response is the envelope {code, msg, data}. code 1 is success; anything else rejects on the
 * client (SPEC §8). The HTTP status travels alongside so proxies and logs see the failure too.
 */
export const ErrorCode = {
  OK: 1,
  FAILED: 0,
  BAD_REQUEST: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_CONFIGURED: 501,
  INSUFFICIENT_POWER: 996,
  CAPTCHA_FAILED: 1001,
  CODE_INVALID: 1002,
  ACCOUNT_EXISTS: 1003,
  BAD_CREDENTIALS: 1004,
  CODE_TOO_SOON: 1005,
  /** Too many wrong passwords: password login waits; code login still works. */
  LOGIN_LOCKED: 1006,
  /** The language model failed (down, timed out, refused, cut the stream): nothing was charged. */
  LLM_FAILED: 1007,
  /**
   * A verification code was sent without a robot check after a wrong code for that account or
   * from that address: solve one (the captcha field) and send the same request again.
   */
  CAPTCHA_REQUIRED: 1008,
  /** A payment gateway could not be reached or refused to start the payment. */
  PAYMENT_GATEWAY: 1101,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_HTTP_STATUS: Record<ErrorCodeValue, number> = {
  [ErrorCode.OK]: 200,
  [ErrorCode.FAILED]: 400,
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.NOT_LOGGED_IN]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: 415,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.NOT_CONFIGURED]: 501,
  [ErrorCode.INSUFFICIENT_POWER]: 402,
  [ErrorCode.CAPTCHA_FAILED]: 400,
  [ErrorCode.CODE_INVALID]: 400,
  [ErrorCode.ACCOUNT_EXISTS]: 409,
  [ErrorCode.BAD_CREDENTIALS]: 401,
  [ErrorCode.CODE_TOO_SOON]: 429,
  [ErrorCode.LOGIN_LOCKED]: 429,
  [ErrorCode.LLM_FAILED]: 502,
  [ErrorCode.CAPTCHA_REQUIRED]: 400,
  [ErrorCode.PAYMENT_GATEWAY]: 502,
};

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
