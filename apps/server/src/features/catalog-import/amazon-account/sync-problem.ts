import type { MessageKey } from '../../../platform/i18n/messages.js';

/**
 * A failure the seller can act on (wrong credentials, a missing role, a report Amazon gave up on, a
 * cut-short document): said on the connection page in their language, never retried as it is.
 */
export class SyncProblem extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }

  toJson(): string {
    return JSON.stringify({ key: this.key, params: this.params });
  }
}
