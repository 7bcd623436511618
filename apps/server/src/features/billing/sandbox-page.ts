import { API, currencySymbol, type Language } from '@asinasin/contract';
import { escapeHtml } from '../../platform/payments/gateway.js';
import { formatMajor } from '../../platform/payments/money.js';
import { translate, type MessageKey } from '../../platform/i18n/messages.js';

export interface SandboxOrder {
  orderNo: string;
  plan: string;
  amount: number;
  currency: string;
}

/** What the page shows: the order with Pay and Cancel, or how it ended. */
export type SandboxPageState =
  | { kind: 'order'; order: SandboxOrder; signature: string }
  | { kind: 'done'; messageKey: MessageKey; detail?: string };

const STYLE = `
body{font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;background:#f5f7fa;color:#1f2329}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
.banner{background:#fff7e6;border:1px solid #ffd591;color:#ad4e00;border-radius:8px;padding:10px 12px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:10px 16px;margin:24px 0}dt{color:#646a73}dd{margin:0;font-weight:600}
.amount{font-size:24px;color:#d4380d}form{display:flex;gap:12px}
button{flex:1;font-size:16px;padding:10px;border-radius:8px;border:1px solid #d0d3d6;background:#fff;cursor:pointer}
button.pay{background:#1677ff;border-color:#1677ff;color:#fff}p.result{font-size:16px}`;

function page(lang: Language, body: string): string {
  const title = escapeHtml(translate(lang, 'sandbox.title'));
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1><p class="banner" role="note">${escapeHtml(translate(lang, 'sandbox.notice'))}</p>${body}</main></body></html>`;
}

/** The built-in gateway's page: plainly a sandbox, the order and its amount, Pay and Cancel. */
export function renderSandboxPage(lang: Language, state: SandboxPageState): string {
  const t = (key: MessageKey, params?: Record<string, string>) => escapeHtml(translate(lang, key, params));
  if (state.kind === 'done') {
    const params: Record<string, string> = state.detail === undefined ? {} : { reason: state.detail };
    return page(lang, `<p class="result" role="status">${t(state.messageKey, params)}</p>`);
  }
  const { order, signature } = state;
  const action = `${API.sandboxPay}/${encodeURIComponent(order.orderNo)}`;
  const amount = `${currencySymbol(order.currency)}${formatMajor(order.amount)}`;
  return page(
    lang,
    `<dl><dt>${t('sandbox.order')}</dt><dd>${escapeHtml(order.orderNo)}</dd>` +
      `<dt>${t('sandbox.plan')}</dt><dd>${escapeHtml(order.plan)}</dd>` +
      `<dt>${t('sandbox.amount')}</dt><dd class="amount">${escapeHtml(amount)}</dd></dl>` +
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="sig" value="${escapeHtml(signature)}">` +
      `<button type="submit" name="action" value="cancel">${t('sandbox.cancel')}</button>` +
      `<button class="pay" type="submit" name="action" value="pay">${t('sandbox.pay')}</button></form>`,
  );
}
