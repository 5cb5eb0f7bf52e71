import { Mutex } from 'async-mutex';

/**
 * Serializes, per company, the commands that check a reference between the pricing settings and
 * the price rules — a rule naming a sales channel (create, change) and the channel's deletion
 * (refused while a rule names it). Each checks the other's stream and writes only its own, and a
 * stream's expected revision guards only the stream written: run side by side, a rule could be
 * created for a channel deleted at the same moment (a race found by probing the running product).
 * One command service writes a company's events (both topologies, docs/architecture.md); several
 * would need the condition on both streams in the event store itself.
 */
export function createChannelReferences() {
  const locks = new Map<string, Mutex>();
  return {
    /** Runs `work` (its check of the other stream and its write) alone among the company's reference commands. */
    exclusive<T>(companyId: string, work: () => Promise<T>): Promise<T> {
      let lock = locks.get(companyId);
      if (!lock) locks.set(companyId, (lock = new Mutex()));
      return lock.runExclusive(work);
    },
  };
}

export type ChannelReferences = ReturnType<typeof createChannelReferences>;
