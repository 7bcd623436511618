import type { LlmProvider, TextRequest, TextResult } from './llm.js';
import { LlmError } from './llm-error.js';

/** Streams in pieces of a few words, as a model would, so the screen behaves the same. */
function pieces(text: string): string[] {
  return (
    text.match(/\S+\s*|\s+/g)?.reduce<string[]>((out, word, i) => {
      if (i % 3 === 0) out.push(word);
      else out[out.length - 1] += word;
      return out;
    }, []) ?? []
  );
}

/**
 * The default provider: no network, no model. It writes the request's rule-based rendering (each
 * feature's templates) and says it is rule-based. Token counts are not tokens here: it reports none.
 */
export function createOfflineProvider(): LlmProvider {
  return {
    info: { provider: 'offline', model: 'rule-based', ruleBased: true },
    async generate(request: TextRequest, onToken): Promise<TextResult> {
      const text = request.offline();
      for (const piece of pieces(text)) {
        if (request.signal?.aborted) throw new LlmError('cancelled');
        onToken(piece);
        // Let the response flush between pieces, as a streamed answer would.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { text, usage: { promptTokens: null, completionTokens: null }, finishReason: 'stop' };
    },
  };
}
