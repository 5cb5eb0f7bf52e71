/**
 * Product matching (issue 17 item 3), pure: is a candidate the same product, a similar one
 * (same line, other variant), or neither? See docs/matching.md for features, model and thresholds.
 */
export { MATCH_RESULTS, SAME_THRESHOLDS, DEFAULT_SAME_THRESHOLD } from './types.ts';
export type { MatchResult, MatchRecord, MatchSignal, MatchScore, LabelledPair } from './types.ts';
export type { MatchModel } from './model.ts';
export { HAND_SET_MODEL, MATCH_MODEL_VERSION } from './model.ts';
export { scorePair, createMatcher, trainMatchModel, trainFromRows, scorePairSet, type Matcher, type ScoreOptions, type PairSetResult } from './matcher.ts';
export type { PairKey } from './assignment.ts';
export { FEATURE_NAMES } from './features.ts';
export { matchableGtin, normaliseModelNumber, extractModelCodes, modelCodeAgreement } from './identifiers.ts';
export { differenceHash, hashSimilarity, visualSimilarity, type GrayMatrix } from './imageHash.ts';
export { VectorIndex, TopK, textFeatures, textVector, cosine, imageBits, imageBitSimilarity, DEFAULT_VECTOR_DIMS, type VectorText, type VectorQuery, type VectorHit, type VectorIndexOptions } from './vectorSearch.ts';
