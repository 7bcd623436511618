/**
 * One interface for text generation, used by every AI feature (listing, copywriting; later reports
 * and risk analysis). A feature describes what it wants once, both as chat messages for a model and
 * as a rule-based rendering for the offline provider, and receives the text as it streams.
 */

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Sampling settings; the creativity levels map onto them (contract listing/marketplaces.ts). */
export interface Sampling {
  temperature: number;
  topP: number;
}

export interface TextRequest {
  /** what the text is for, recorded with the token usage: 'listing', 'copywriting' … */
  purpose: string;
  /** whose call it is (usage per seller); null for the system's own calls */
  userId: number | null;
  messages: ChatMessage[];
  sampling: Sampling;
  maxTokens: number;
  /** the offline provider's text for the same request: rule-based, no network */
  offline: () => string;
  /** aborted when the caller goes away: generation stops, nothing is charged */
  signal?: AbortSignal;
}

export interface TokenUsage {
  /** null when the endpoint did not report them (some compatible servers do not) */
  promptTokens: number | null;
  completionTokens: number | null;
}

export interface TextResult {
  text: string;
  usage: TokenUsage;
  /** why the model stopped: 'stop', or 'length' when it hit maxTokens */
  finishReason: string;
}

export type ProviderKind = 'offline' | 'openai-compatible';

export interface GeneratorInfo {
  provider: ProviderKind;
  model: string;
  /** the offline provider writes from templates and rules; the UI says so */
  ruleBased: boolean;
}

export interface LlmProvider {
  readonly info: GeneratorInfo;
  /** streams the text to `onToken` as it comes; throws LlmError on any failure */
  generate(request: TextRequest, onToken: (chunk: string) => void): Promise<TextResult>;
}
