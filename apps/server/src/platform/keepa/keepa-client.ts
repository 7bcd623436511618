import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import {
  bestSellersAnswer,
  KEEPA_DOMAINS,
  keepaTokenStatus,
  productAnswer,
  type KeepaProduct,
} from './keepa-answers.js';
import { budgetDay, nextBudgetDay, type KeepaBudget } from './keepa-budget.js';

/** Why a Keepa call could not be made; `message` is in English for logs, `reason` for translation. */
export type KeepaFailure = 'no-key' | 'bad-key' | 'no-tokens' | 'budget' | 'unavailable' | 'bad-answer';

export class KeepaError extends Error {
  constructor(
    readonly reason: KeepaFailure,
    message: string,
    /** when the work may go on (a spent daily budget, a key without refill) */
    readonly resumesAt: Date | null = null,
  ) {
    super(message);
  }
}

/** Told before the client waits for tokens, so the job can say why it is not moving. */
export interface TokenWait {
  tokensLeft: number;
  needed: number;
  waitMs: number;
}

export interface KeepaClientOptions {
  apiKey: string | undefined;
  baseUrl: string;
  dailyTokens: number;
  budget: KeepaBudget;
  /** the longest a call waits for Keepa's refill before it gives up with "no tokens" */
  maxWaitMs?: number;
  now?: () => Date;
}

export interface CallOptions {
  onWait?: (wait: TokenWait) => void | Promise<void>;
  signal?: AbortSignal;
}

/**
 * Keepa's product rating data may cost one more token per product (Keepa API documentation,
 * "Request Products": rating), so a product is counted at two tokens before the call; what the
 * answer says it consumed is what the budget is charged.
 */
const TOKENS_PER_PRODUCT = 2;
const TOKENS_PER_BEST_SELLER_LIST = 50;
const MAX_ASINS_PER_CALL = 100;
const DEFAULT_MAX_WAIT_MS = 10 * 60_000;

/** A plain-fetch client of Keepa's JSON API that never spends past the daily budget. */
export class KeepaClient {
  private tokensLeft: number | null = null;
  private refillRate = 0;
  private readonly now: () => Date;

  constructor(private readonly options: KeepaClientOptions) {
    this.now = options.now ?? (() => new Date());
  }

  get configured(): boolean {
    return Boolean(this.options.apiKey);
  }

  /** Product history (365 days), statistics with rank drops, rating history and monthlySold. */
  async products(marketplace: string, asins: string[], call: CallOptions = {}): Promise<KeepaProduct[]> {
    if (asins.length === 0) return [];
    if (asins.length > MAX_ASINS_PER_CALL) throw new Error(`at most ${MAX_ASINS_PER_CALL} ASINs a call`);
    const answer = await this.call(
      'product',
      {
        domain: domainOf(marketplace),
        asin: asins.join(','),
        stats: '180',
        rating: '1',
        history: '1',
        days: '365',
      },
      asins.length * TOKENS_PER_PRODUCT,
      productAnswer,
      call,
    );
    return answer.products ?? [];
  }

  /** A category's best-seller list, best first. */
  async bestSellers(marketplace: string, categoryId: string, call: CallOptions = {}): Promise<string[]> {
    const answer = await this.call(
      'bestsellers',
      { domain: domainOf(marketplace), category: categoryId },
      TOKENS_PER_BEST_SELLER_LIST,
      bestSellersAnswer,
      call,
    );
    return answer.bestSellersList?.asinList ?? [];
  }

  private async call<
    T extends z.ZodType<{
      tokensLeft: number;
      refillIn: number;
      refillRate: number;
      tokensConsumed?: number;
    }>,
  >(
    path: string,
    params: Record<string, string>,
    cost: number,
    schema: T,
    call: CallOptions,
  ): Promise<z.infer<T>> {
    const { apiKey, budget, dailyTokens } = this.options;
    if (!apiKey) throw new KeepaError('no-key', 'KEEPA_API_KEY is not set');
    const day = budgetDay(this.now());
    if ((await budget.spent(day)) + cost > dailyTokens) {
      throw new KeepaError(
        'budget',
        `the daily Keepa budget of ${dailyTokens} tokens is spent`,
        nextBudgetDay(this.now()),
      );
    }
    let waited = 0;
    const maxWaitMs = this.options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    for (;;) {
      const url = new URL(`/${path}`, this.options.baseUrl);
      for (const [key, value] of Object.entries({ key: apiKey, ...params })) url.searchParams.set(key, value);
      const response = await fetchKeepa(url, call.signal);
      const body = await response.json().catch(() => undefined);
      const tokens = keepaTokenStatus.safeParse(body);
      if (tokens.success) {
        this.tokensLeft = tokens.data.tokensLeft;
        this.refillRate = tokens.data.refillRate;
      }
      if (response.status === 429 && tokens.success) {
        const { tokensLeft, refillIn, refillRate } = tokens.data;
        if (refillRate <= 0)
          throw new KeepaError('no-tokens', 'the Keepa key has no tokens left and gets no refill');
        const minutesShort = Math.max(0, Math.ceil((cost - tokensLeft) / refillRate) - 1);
        const waitMs = Math.max(1, refillIn) + minutesShort * 60_000;
        if (waited + waitMs > maxWaitMs) {
          throw new KeepaError(
            'no-tokens',
            `the Keepa key has ${tokensLeft} tokens; refilled in ${waitMs} ms`,
          );
        }
        await call.onWait?.({ tokensLeft, needed: cost, waitMs });
        await sleep(waitMs, undefined, { signal: call.signal });
        waited += waitMs;
        continue;
      }
      if (
        response.status === 400 ||
        response.status === 401 ||
        response.status === 402 ||
        response.status === 403
      ) {
        const detail = tokens.success ? tokens.data.error?.message : undefined;
        throw new KeepaError(
          'bad-key',
          `Keepa refused the request (${response.status}${detail ? `: ${detail}` : ''})`,
        );
      }
      if (!response.ok) throw new KeepaError('unavailable', `Keepa answered ${response.status}`);
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        throw new KeepaError('bad-answer', `Keepa's answer did not parse: ${parsed.error.message}`);
      await budget.spend(day, parsed.data.tokensConsumed ?? cost);
      return parsed.data;
    }
  }

  /** What the last answer said about the key's tokens (null before the first call). */
  tokenState(): { tokensLeft: number | null; refillRate: number } {
    return { tokensLeft: this.tokensLeft, refillRate: this.refillRate };
  }
}

function domainOf(marketplace: string): string {
  const domain = KEEPA_DOMAINS[marketplace];
  if (!domain) throw new KeepaError('bad-answer', `Keepa does not serve marketplace ${marketplace}`);
  return String(domain);
}

async function fetchKeepa(url: URL, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, {
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(60_000)]) : AbortSignal.timeout(60_000),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new KeepaError('unavailable', `Keepa could not be reached: ${(error as Error).message}`);
  }
}
