/**
 * The LLM adapter of discovery's AI comparison (issue 17 item 3): one call of an OpenAI-compatible
 * chat-completions API (`POST <LLM_API_URL>/chat/completions`; OpenAI, Azure-style gateways,
 * vLLM, llama.cpp, Ollama's /v1 all speak it), asking for a strict JSON object.
 *
 * Bounded: a time limit per call, `max_tokens`, a capped answer body, and at most
 * `maxConcurrent` calls in flight per process (429 RATE_LIMITED beyond — the calls cost money and
 * wait seconds). The answer's content is parsed and validated with the caller's zod schema; a
 * reply that is not that JSON is AI_ANSWER_INVALID, never a guessed result. The endpoint is the
 * operator's configuration, not a tenant's input, and is reached directly (the decision of the
 * scraper's ScrapeOps adapter); the key is never put in a message.
 */
import { z } from 'zod';
import { AppError, appError, type LlmConfig } from '@pm/platform';

/** The largest answer body read (an answer of `max_tokens` ≤ 4,000 is far below). */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface LlmClient {
  readonly model: string;
  /** The model's JSON answer to the messages, validated with `schema`. */
  completeJson<T>(messages: ChatMessage[], schema: z.ZodType<T>): Promise<T>;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** The JSON object in a model's text: as it is, or inside a ```json fence some models add although asked not to. */
export function jsonOfContent(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return JSON.parse(fenced ? (fenced[1] ?? '') : content);
}

async function readText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw appError('AI_ANSWER_INVALID', 'The AI service answered more than expected.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createLlmClient(config: LlmConfig, options: { maxConcurrent?: number; fetchImpl?: typeof fetch } = {}): LlmClient {
  const maxConcurrent = options.maxConcurrent ?? 4;
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = `${config.endpoint.replace(/\/+$/, '')}/chat/completions`;
  let inFlight = 0;

  async function call(messages: ChatMessage[]): Promise<string> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.timeoutMs);
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (config.apiKey) headers['authorization'] = `Bearer ${config.apiKey}`;
      const response = await fetchImpl(url, {
        method: 'POST',
        headers,
        signal: controller.signal,
        body: JSON.stringify({ model: config.model, messages, max_tokens: config.maxTokens, temperature: 0, response_format: { type: 'json_object' } }),
      });
      const text = await readText(response);
      if (response.status === 429) throw appError('AI_FAILED', 'The AI service refused: its quota or rate limit is used up (HTTP 429).');
      if (response.status >= 400) throw appError('AI_FAILED', `The AI service answered HTTP ${response.status}.`);
      let completion: z.infer<typeof completionSchema>;
      try {
        completion = completionSchema.parse(JSON.parse(text));
      } catch {
        throw appError('AI_ANSWER_INVALID', 'The AI service answered something that is not a chat completion.');
      }
      const content = completion.choices[0]?.message.content;
      if (!content) throw appError('AI_ANSWER_INVALID', 'The AI service answered without content.');
      return content;
    } catch (error) {
      if (controller.signal.aborted) throw appError('AI_TIMEOUT', `The AI service did not answer within ${config.timeoutMs} ms.`);
      if (error instanceof AppError) throw error;
      throw appError('AI_FAILED', `The AI service could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    model: config.model,
    async completeJson(messages, schema) {
      if (inFlight >= maxConcurrent) throw appError('RATE_LIMITED', 'Too many AI requests at once. Please try again in a moment.');
      inFlight += 1;
      try {
        const content = await call(messages);
        let json: unknown;
        try {
          json = jsonOfContent(content);
        } catch {
          throw appError('AI_ANSWER_INVALID', 'The AI answer was not JSON.');
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) throw appError('AI_ANSWER_INVALID', 'The AI answer did not have the expected fields.');
        return parsed.data;
      } finally {
        inFlight -= 1;
      }
    },
  };
}
