import OpenAI from 'openai';
import type { LlmProvider, TextRequest, TextResult, TokenUsage } from './llm.js';
import { LlmError, type LlmFailure } from './llm-error.js';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  /** local servers (Ollama, llama.cpp) take none */
  apiKey?: string;
  model: string;
  /** the whole call */
  timeoutMs: number;
  /** until the answer's headers, and between two chunks of the stream */
  idleTimeoutMs: number;
  /** on 429, 5xx and refused connections, before any token (the SDK's backoff, Retry-After honoured) */
  maxRetries: number;
}

/** An HTTP status as the seller's message names it; the status itself goes to the log. */
function failureOfStatus(status: number | undefined): LlmFailure {
  if (status === 429) return 'rateLimited';
  if (status === undefined || status >= 500) return 'upstream';
  return 'rejected';
}

/**
 * Chat Completions with `stream: true` over any OpenAI-compatible endpoint, through the official
 * SDK (its SSE parsing, retries with exponential backoff, headers timeout). What the SDK does not
 * do is done here: a deadline for the whole call, a limit on silence between chunks, telling a
 * stream that stopped without finishing (cut) from one that finished, and one error type.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): LlmProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'none',
    timeout: options.idleTimeoutMs,
    maxRetries: options.maxRetries,
    // The SDK would print failed chunks to the console; our error carries what the log needs.
    logLevel: 'off',
  });
  return {
    info: { provider: 'openai-compatible', model: options.model, ruleBased: false },
    async generate(request: TextRequest, onToken): Promise<TextResult> {
      const controller = new AbortController();
      let reason: LlmFailure | undefined;
      const stop = (why: LlmFailure) => {
        reason ??= why;
        controller.abort();
      };
      const onCallerGone = () => stop('cancelled');
      if (request.signal?.aborted) throw new LlmError('cancelled');
      request.signal?.addEventListener('abort', onCallerGone, { once: true });
      const deadline = setTimeout(() => stop('timeout'), options.timeoutMs);
      let idle: NodeJS.Timeout | undefined;
      const touch = () => {
        clearTimeout(idle);
        idle = setTimeout(() => stop('timeout'), options.idleTimeoutMs);
      };
      let text = '';
      let finishReason: string | undefined;
      const usage: TokenUsage = { promptTokens: null, completionTokens: null };
      try {
        touch();
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            messages: request.messages,
            stream: true,
            stream_options: { include_usage: true },
            temperature: request.sampling.temperature,
            top_p: request.sampling.topP,
            max_tokens: request.maxTokens,
          },
          { signal: controller.signal },
        );
        for await (const chunk of stream) {
          touch();
          const choice = chunk.choices?.[0];
          const delta = choice?.delta?.content;
          if (delta) {
            text += delta;
            onToken(delta);
          }
          if (choice?.finish_reason) finishReason = choice.finish_reason;
          if (chunk.usage) {
            usage.promptTokens = chunk.usage.prompt_tokens ?? null;
            usage.completionTokens = chunk.usage.completion_tokens ?? null;
          }
        }
        // The SDK ends quietly when aborted; a stream that never said why it stopped was cut.
        if (reason) throw new LlmError(reason);
        if (!finishReason) throw new LlmError('cut', 'the stream ended without a finish reason');
        return { text, usage, finishReason };
      } catch (error) {
        throw toLlmError(error, reason);
      } finally {
        clearTimeout(deadline);
        clearTimeout(idle);
        request.signal?.removeEventListener('abort', onCallerGone);
      }
    },
  };
}

function toLlmError(error: unknown, reason: LlmFailure | undefined): LlmError {
  if (error instanceof LlmError) return error;
  if (reason) return new LlmError(reason);
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new LlmError('timeout');
  if (error instanceof OpenAI.APIConnectionError)
    return new LlmError('unreachable', String(error.cause ?? ''));
  if (error instanceof OpenAI.APIError) {
    return new LlmError(failureOfStatus(error.status), `status ${error.status ?? 'none'}`);
  }
  if (error instanceof SyntaxError) return new LlmError('malformed', 'a chunk was not JSON');
  // undici reports a connection closed mid-body as TypeError "terminated".
  return new LlmError('cut', error instanceof Error ? error.message : String(error));
}
