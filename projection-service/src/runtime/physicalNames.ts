/** Read models live in generation-suffixed collections so a rebuild can fill a new one beside the old. */
export const physicalCollection = (logical: string, generation: number): string => `${logical}__g${generation}`;
export const checkpointName = (projector: string, generation: number): string => `${projector}__g${generation}`;
export const META_COLLECTION = '_projections';
