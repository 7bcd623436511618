import { vi } from 'vitest';
import type { ApiPath } from './api-responses';
import { fakeApi } from './fake-api';

/** A stand-in for the browser's EventSource (happy-dom has none that can reach a server). */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered: the stream is up. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sends one JSON message (SPEC §7). */
  emit(message: unknown) {
    this.readyState = FakeEventSource.OPEN;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The browser gives the stream up (refused, or the server went away). */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }
}

/** The payment popup as the opener sees it: a window it can post to, move, focus and close. */
export function fakePopup() {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
    postMessage: vi.fn(),
    location: { replace: vi.fn() },
  };
  return popup;
}
export type FakePopup = ReturnType<typeof fakePopup>;

/** The popup page says it is ready (same origin), as features/alipay does. */
export function popupSays(popup: FakePopup, data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: popup as unknown as Window }));
}

/** Makes window.open answer with this popup (or null: the browser blocked it). */
export function stubWindowOpen(popup: FakePopup | null) {
  return vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window | null);
}

type Answer = unknown | ((body: unknown) => unknown);

/**
 * The billing calls answered by the one fake API (fake-api.ts): by path, with the data in the
 * envelope (code 1), or with what a function of the request body returns (a Response, for refusals).
 */
export function billingApi(answers: Record<string, Answer>) {
  for (const [path, answer] of Object.entries(answers)) fakeApi.on(path as ApiPath, answer as never);
}

/** The power plans of data/plans/plans.json as the server lists them in Chinese. */
export function powerPlan(id: number, discount: number, price: number, num: number, data = '') {
  return {
    id,
    kind: 'power' as const,
    tag: '算力包',
    discount,
    price,
    currency: 'cny' as const,
    num,
    type: { unit: 'count' as const, unit_text: '算力' },
    data,
    level: 0,
    level_text: '',
    modules: [],
    power: num,
  };
}

export const SANDBOX_METHODS = {
  methods: [
    { type: 0, gateway: 'sandbox', event: 'alipay' },
    { type: 1, gateway: 'sandbox', event: 'stripe' },
  ],
};

export function seller(patch: Record<string, unknown> = {}) {
  return {
    id: 5,
    nickname: '老王',
    avatar: '',
    token: 'tok-buy',
    level: 1,
    level_text: '免费试用',
    start_time: '2026-11-22T08:00:00.000Z',
    end_time: '2026-11-29T08:00:00.000Z',
    type: 0,
    birthday: null,
    sex: 0,
    language: 'zh-CN',
    mold: [],
    money: 0,
    power: 3.1,
    phone: null,
    email: 'seller@example.com',
    ...patch,
  };
}
