/**
 * Resuming interrupted CSV imports at start-up without holding the start-up up (issue 11 defect
 * 10): the process listens at once and answers liveness, while its readiness check
 * (`productImports`) says "not ready" and names the import being resumed until every open import
 * is applied. A failure is retried with a growing pause (1 s doubling to 30 s) and shown in the
 * readiness check; stopping the process stops between two rows (the rest follows at the next start).
 */
import type { ReadinessCheck, ViewRuntimeLog } from '@pm/platform';
import type { ImportApplier } from './importApplier.ts';

class Stopped extends Error {}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

export interface ImportResumption {
  /** "not ready" with the import being resumed and its progress, ok once every open import is applied. */
  readiness: ReadinessCheck;
  /** Reads which imports are open, then applies them in the background. */
  start(): Promise<void>;
  /** Settles once the open imports are applied (or the resumption was stopped). */
  finished(): Promise<void>;
  /** Stops between two rows and waits for that. */
  stop(): Promise<void>;
}

export function createImportResumption(applier: ImportApplier, log: ViewRuntimeLog): ImportResumption {
  let status: true | string = 'open imports not read yet';
  let stopping = false;
  let running: Promise<void> = Promise.resolve();
  let wakeUp: () => void = () => undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function resumeOne(importId: string, companyId: string, index: number, count: number): Promise<void> {
    const of = count > 1 ? ` (${index + 1} of ${count})` : '';
    let rows = 0;
    status = `resuming product import ${importId}${of}`;
    const applied = await applier.resume(importId, companyId, () => {
      if (stopping) throw new Stopped();
      rows++;
      status = `resuming product import ${importId}${of}: ${rows} rows applied`;
    });
    if (applied) log.info({ importId, created: applied.created, updated: applied.updated, unchanged: applied.unchanged, skipped: applied.skipped }, 'interrupted product import completed');
    else log.info({ importId }, 'announced product import was never accepted; closed');
  }

  /** The open imports as read at start (imports begun after that are applied by their own requests). */
  async function resumeAll(open: [string, string][]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        for (const [index, [importId, companyId]] of open.entries()) await resumeOne(importId, companyId, index, open.length);
        status = true;
        return;
      } catch (error) {
        if (stopping) return;
        const delay = Math.min(FIRST_RETRY_MS * 2 ** attempt, LAST_RETRY_MS);
        const reason = error instanceof Error ? error.message : String(error);
        status = `resuming product imports failed (${reason}); retrying in ${delay / 1000} s`;
        log.error({ err: error, imports: open.map(([importId]) => importId) }, 'resuming product imports failed; retrying');
        await pause(delay);
        if (stopping) return;
      }
    }
  }

  return {
    readiness: { name: 'productImports', check: async () => status },
    async start() {
      const open = await applier.openImports();
      if (open.length === 0) {
        status = true;
        return;
      }
      log.info({ imports: open.map(([importId]) => importId) }, 'resuming interrupted product imports');
      status = `resuming ${open.length} product import(s)`;
      running = resumeAll(open);
    },
    finished: () => running,
    async stop() {
      stopping = true;
      wakeUp();
      await running;
    },
  };
}
