import type { WatchAlert } from '@asinasin/contract';

export type WebhookFormat = 'wecom' | 'feishu' | 'slack';

/** One alert as a line a person reads in a chat (Chinese first: the product's default language). */
export function alertLine(
  a: Pick<WatchAlert, 'kind' | 'marketplace' | 'target' | 'before' | 'after' | 'detail'>,
): string {
  const where = `${a.marketplace} ${a.target}`;
  switch (a.kind) {
    case 'rank':
      return `${where} 排名变化 / rank moved: ${a.before} → ${a.after}${a.detail ? ` (${a.detail})` : ''}`;
    case 'price':
      return `${where} 价格变化 / price changed: ${a.before} → ${a.after} ${a.detail ?? ''}`.trim();
    case 'competitor':
      return `${where} 前 10 新竞品 / new in top 10: ${a.detail} (#${a.after})`;
    case 'keywordRank':
      return `${where} 关键词排名变化 / keyword rank moved: ${a.before} → ${a.after}`;
    case 'listRank':
      return `${where} 榜单名次变化 / place in the best-seller list moved: ${a.detail} #${a.before ?? '—'} → #${a.after ?? '—'}`;
  }
}

/**
 * The body each receiver expects for a text message: WeCom group robots ({msgtype: text}),
 * Feishu custom bots ({msg_type: text}), Slack incoming webhooks ({text}).
 */
export function webhookBody(format: WebhookFormat, lines: string[]): Record<string, unknown> {
  const text = ['AsinAsin 关注提醒 / watch list alerts', ...lines].join('\n');
  switch (format) {
    case 'wecom':
      return { msgtype: 'text', text: { content: text } };
    case 'feishu':
      return { msg_type: 'text', content: { text } };
    case 'slack':
      return { text };
  }
}

/** Posts the alerts; a receiver that fails is logged by the caller, never retried into duplicates. */
export async function postWebhook(url: string, format: WebhookFormat, lines: string[]): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(webhookBody(format, lines)),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}
