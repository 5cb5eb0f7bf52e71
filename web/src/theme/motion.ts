/** Duration of the page transition of the spec's look. */
export const PAGE_TRANSITION_MS = 600;
