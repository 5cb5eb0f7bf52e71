/** The consume contract both adapters share: resolve → ack, throw → nak or, on the last delivery, give up. */
import type { ConsumeOptions, Job } from './bus.ts';

export interface DeliveredJob<T> extends Job<T> {
  /** True once ack, nak or term was called for this delivery. */
  readonly settled: boolean;
}

export type ReportError = (error: unknown, context: string) => void;

export async function runJob<T>(job: DeliveredJob<T>, options: ConsumeOptions<T>, maxDeliver: number, report: ReportError): Promise<void> {
  let failure: unknown;
  let failed = false;
  try {
    await options.handler(job);
  } catch (error) {
    failed = true;
    failure = error;
  }
  if (!failed) {
    if (!job.settled) await job.ack();
    return;
  }
  if (job.settled) {
    // The handler settled the job itself and then failed: nothing left to decide, but say so.
    report(failure, `job ${job.id} handler failed after settling it`);
    return;
  }
  if (job.deliveryCount < maxDeliver) {
    await job.nak(options.retryDelayMs ?? 0);
    return;
  }
  if (options.onGiveUp) {
    try {
      await options.onGiveUp(job, failure);
    } catch (error) {
      report(error, `onGiveUp for job ${job.id} failed`);
    }
  } else {
    report(failure, `job ${job.id} given up after ${job.deliveryCount} deliveries`);
  }
  await job.term();
}
