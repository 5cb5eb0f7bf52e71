/**
 * Runs what-if requests off the event loop (issue 11 defect 10): one worker thread
 * (engine/whatIfWorker.ts) computes one run at a time; a few more wait in a bounded queue, and a
 * request beyond that is answered 503 WHAT_IF_BUSY at once instead of piling up. A run that takes
 * longer than its time limit is stopped (the worker is replaced) and answered as too large. The
 * worker's heap is capped, so a run that needs too much memory ends the worker, not the service.
 */
import { Worker } from 'node:worker_threads';
import { AppError } from '@pm/platform';
import type { WhatIfOutcome } from '../engine/whatIf.ts';
import type { WhatIfRequestMessage } from '../engine/whatIfWorker.ts';

export interface WhatIfRunnerOptions {
  /** Runs that may wait while one is computed; more are refused with 503 WHAT_IF_BUSY (default 4). */
  maxWaiting?: number;
  /** The longest a run may take in the worker (default 30 s). */
  timeoutMs?: number;
  /** The worker's old-generation heap, in MB (default 1,536). */
  maxHeapMb?: number;
}

interface Job {
  id: number;
  body: Uint8Array | null;
  resolve(outcome: WhatIfOutcome): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
  timedOut?: boolean;
}

type WorkerAnswer = { id: number; outcome: WhatIfOutcome } | { id: number; error: string };

const WORKER_URL = new URL('../engine/whatIfWorker.ts', import.meta.url);

export function createWhatIfRunner(options: WhatIfRunnerOptions = {}) {
  const maxWaiting = options.maxWaiting ?? 4;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const waiting: Job[] = [];
  let current: Job | null = null;
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 1;

  function settle(job: Job, settleWith: (job: Job) => void): void {
    clearTimeout(job.timer);
    if (current === job) current = null;
    settleWith(job);
    next();
  }

  function spawn(): Worker {
    const started = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 1_536 } });
    // An idle worker keeps no process alive; a request in flight holds its socket anyway.
    started.unref();
    let failure: Error | null = null;
    started.on('message', (answer: WorkerAnswer) => {
      const job = current;
      if (!job || answer.id !== job.id) return;
      if ('error' in answer) settle(job, (j) => j.reject(new Error(`what-if run failed: ${answer.error}`)));
      else settle(job, (j) => j.resolve(answer.outcome));
    });
    started.on('error', (error) => {
      failure = error;
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      const job = current;
      if (!job) return;
      if (job.timedOut) {
        const message = `The what-if run took longer than ${timeoutMs / 1000} s. Please run fewer products, sales channels or rules.`;
        settle(job, (j) => j.resolve({ kind: 'invalid', message, issues: [{ path: '', code: 'too_big', message }] }));
      } else {
        settle(job, (j) => j.reject(failure ?? new Error(`the what-if worker stopped (exit code ${code})`)));
      }
    });
    return started;
  }

  function next(): void {
    if (current || closed) return;
    const job = waiting.shift();
    if (!job) return;
    current = job;
    const runner = (worker ??= spawn());
    job.timer = setTimeout(() => {
      job.timedOut = true;
      void runner.terminate();
    }, timeoutMs);
    const message: WhatIfRequestMessage = { id: job.id, body: job.body };
    runner.postMessage(message);
  }

  /** Computes one what-if run in the worker: the outcome, or 503 WHAT_IF_BUSY when the queue is full. */
  function run(body: Uint8Array | null): Promise<WhatIfOutcome> {
    if (closed) return Promise.reject(new AppError('NOT_READY', 'The price engine is stopping.'));
    if (current && waiting.length >= maxWaiting) {
      return Promise.reject(new AppError('WHAT_IF_BUSY', 'The price engine is busy with other what-if runs. Please try again in a moment.', { running: 1, waiting: waiting.length }));
    }
    return new Promise((resolve, reject) => {
      waiting.push({ id: nextId++, body, resolve, reject });
      next();
    });
  }

  /** Refuses what waits, stops the worker. */
  async function close(): Promise<void> {
    closed = true;
    for (const job of waiting.splice(0)) job.reject(new AppError('NOT_READY', 'The price engine is stopping.'));
    await worker?.terminate();
  }

  return { run, close, queued: () => waiting.length + (current ? 1 : 0) };
}

export type WhatIfRunner = ReturnType<typeof createWhatIfRunner>;
