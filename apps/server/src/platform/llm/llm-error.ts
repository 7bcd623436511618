import { ErrorCode } from '@asinasin/contract';
import { AppError } from '../http/app-error.js';
import type { MessageKey } from '../i18n/messages.js';

/** Why a generation failed, as a seller and an operator need to know it. */
export type LlmFailure =
  'unreachable' | 'timeout' | 'rateLimited' | 'upstream' | 'rejected' | 'cut' | 'malformed' | 'cancelled';

const MESSAGE: Record<LlmFailure, MessageKey> = {
  unreachable: 'llm.unreachable',
  timeout: 'llm.timeout',
  rateLimited: 'llm.rateLimited',
  upstream: 'llm.upstream',
  rejected: 'llm.rejected',
  cut: 'llm.cut',
  malformed: 'llm.malformed',
  cancelled: 'llm.cancelled',
};

/** A failed generation: an AppError (code 1007, the seller's language) that names the failure. */
export class LlmError extends AppError {
  constructor(
    readonly failure: LlmFailure,
    /** for the operator's log: the endpoint's status or the transport's error, never the key */
    readonly detail = '',
  ) {
    super(ErrorCode.LLM_FAILED, MESSAGE[failure]);
  }
}
