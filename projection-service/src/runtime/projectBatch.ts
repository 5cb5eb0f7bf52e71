import type { Doc, RecordedEvent } from '@pm/platform';
import { foldEntityStates, type PositionedWrite } from './entityStateFold.ts';
import type { Projector } from './projector.ts';

/**
 * The writes one batch of (handled) events makes, in logical collection names: the projector's
 * update operators first, then its entity states folded over the batch. The runner and the
 * projection spec both use it, so a spec tests exactly what production writes.
 */
export async function projectBatch(projector: Projector, events: readonly RecordedEvent[], loadStates: (ids: string[]) => Promise<Doc[]>): Promise<PositionedWrite[]> {
  const writes: PositionedWrite[] = [];
  for (const event of events) for (const op of projector.project?.(event) ?? []) writes.push({ op, position: event.position });
  if (projector.state) writes.push(...(await foldEntityStates(projector.state, events, loadStates)));
  return writes;
}
