import type { App } from '../../src/app.js';
import { credit } from '../../src/platform/power/power-ledger.js';

export interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
}

/** The events of a server-sent-events body, in order. */
export function eventsOf(body: string): StreamedEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export async function givePower(app: App, userId: number, hundredths: number): Promise<void> {
  await credit(app.context.db, { userId, amount: hundredths, reason: 'test top-up' });
}

export async function ledgerRows(app: App, userId: number) {
  return app.context.db
    .selectFrom('power_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
