/**
 * The external services of product discovery (issue 17), read from the environment once: the
 * search API behind GOOGLE_SEARCH / GOOGLE_IMAGE_SEARCH and the LLM behind the AI comparison.
 * null means "not configured here": the methods and actions are offered as unavailable with the
 * reason. Command, projection and scraper services decide availability with the same functions.
 */
import type { Env } from './env.ts';

export const GOOGLE_CUSTOM_SEARCH_URL = 'https://www.googleapis.com/customsearch/v1';

export interface SearchApiConfig {
  endpoint: string;
  apiKey: string;
  /** The Programmable Search Engine id; null at a proxy that needs none. */
  cx: string | null;
}

export interface LlmConfig {
  /** Base URL; the adapter posts to `<endpoint>/chat/completions`. */
  endpoint: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  maxTokens: number;
}

export function searchApiFromEnv(env: Pick<Env, 'SEARCH_API_URL' | 'SEARCH_API_KEY' | 'SEARCH_API_CX'>): SearchApiConfig | null {
  if (!env.SEARCH_API_KEY) return null;
  // Google's own endpoint answers 400 without an engine id: not configured rather than failing every search.
  if (!env.SEARCH_API_CX && env.SEARCH_API_URL.replace(/\/$/, '') === GOOGLE_CUSTOM_SEARCH_URL) return null;
  return { endpoint: env.SEARCH_API_URL, apiKey: env.SEARCH_API_KEY, cx: env.SEARCH_API_CX ?? null };
}

export function llmFromEnv(env: Pick<Env, 'LLM_API_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS' | 'LLM_MAX_TOKENS'>): LlmConfig | null {
  if (!env.LLM_API_URL || !env.LLM_MODEL) return null;
  return { endpoint: env.LLM_API_URL, apiKey: env.LLM_API_KEY ?? null, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS, maxTokens: env.LLM_MAX_TOKENS };
}
