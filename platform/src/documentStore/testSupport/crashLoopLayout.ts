/** What the crash-test projector writes, shared by the child script and the test. */
export const LOOP_CHECKPOINT = 'crash-loop';
export const LOOP_COLLECTIONS = ['counters_a', 'counters_b'];
export const DOCS_PER_COLLECTION = 10;
