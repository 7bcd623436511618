import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { GeneratorInfo, LlmProvider, TextRequest, TextResult } from './llm.js';
import { LlmError } from './llm-error.js';
import { createOfflineProvider } from './offline-provider.js';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider.js';

/** The provider the settings name: an OpenAI-compatible endpoint when LLM_BASE_URL is set, else offline. */
export function providerFromConfig(config: Config): LlmProvider {
  if (!config.LLM_BASE_URL) return createOfflineProvider();
  return createOpenAiCompatibleProvider({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL!,
    timeoutMs: config.LLM_TIMEOUT_MS,
    idleTimeoutMs: config.LLM_IDLE_TIMEOUT_MS,
    maxRetries: config.LLM_MAX_RETRIES,
  });
}

/**
 * The llm service of the composition root: the provider, plus what every call needs whatever the
 * provider: its token usage recorded (failures too, with why), and failures logged for the operator.
 */
export class LlmService {
  constructor(
    private readonly provider: LlmProvider,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  get info(): GeneratorInfo {
    return this.provider.info;
  }

  async generate(request: TextRequest, onToken: (chunk: string) => void): Promise<TextResult> {
    const started = Date.now();
    const record = (status: string, result?: TextResult) =>
      this.db
        .insertInto('llm_usage')
        .values({
          user_id: request.userId,
          purpose: request.purpose,
          provider: this.provider.info.provider,
          model: this.provider.info.model,
          prompt_tokens: result?.usage.promptTokens ?? null,
          completion_tokens: result?.usage.completionTokens ?? null,
          status,
          duration_ms: Date.now() - started,
          created_at: Date.now(),
        })
        .execute();
    try {
      const result = await this.provider.generate(request, onToken);
      await record('ok', result);
      return result;
    } catch (error) {
      const failure = error instanceof LlmError ? error : new LlmError('upstream', String(error));
      await record(failure.failure).catch(() => undefined);
      if (failure.failure !== 'cancelled') {
        this.log.warn(
          {
            failure: failure.failure,
            detail: failure.detail,
            provider: this.provider.info,
            purpose: request.purpose,
          },
          'language model call failed',
        );
      }
      throw failure;
    }
  }
}
