/** The matcher's public types (issue 17 item 3): records, scores and results. */

export const MATCH_RESULTS = ['SAME', 'SIMILAR', 'NOT_SAME_OR_SIMILAR', 'EVAL_DEFERRED'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

export interface MatchRecord {
  id: string;
  title: string;
  brand?: string | null;
  description?: string | null;
  /** Decimal string. */
  price?: string | null;
  gtin?: string | null;
  mpn?: string | null;
  /** Perceptual hash, hex (see `differenceHash`). */
  imageHash?: string | null;
}

/** One signal behind a probability, shown to users beside it. */
export interface MatchSignal {
  name: string;
  value: number;
  detail?: string;
}

export interface MatchScore {
  /** 0..1; `same` when ≥ DEFAULT_SAME_THRESHOLD. */
  probability: number;
  visualSimilarity: number | null;
  result: MatchResult;
  signals: MatchSignal[];
}

export interface LabelledPair {
  left: MatchRecord;
  right: MatchRecord;
  label: 0 | 1;
}

/** The thresholds a person filters candidates by (spec §9); SAME is decided at the default. */
export const SAME_THRESHOLDS = [0.75, 0.85, 0.95] as const;
export const DEFAULT_SAME_THRESHOLD = 0.85;
