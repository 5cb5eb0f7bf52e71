import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MatchResult } from '@pm/contracts';

/** The matcher's verdicts: discovery's candidates and the comparison products chosen from them. */
export const MATCH_RESULT_LABELS: Record<MatchResult, MessageDescriptor> = {
  SAME: msg`Same product`,
  SIMILAR: msg`Similar product`,
  NOT_SAME_OR_SIMILAR: msg`Neither same nor similar`,
  EVAL_DEFERRED: msg`Not decided by the matcher`,
};
