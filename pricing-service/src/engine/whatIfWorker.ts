/**
 * The what-if worker thread (started by http/whatIfRunner.ts): computes one what-if run per
 * message, off the service's event loop, and answers its outcome — the answer's JSON bytes are
 * transferred, not copied.
 */
import { parentPort } from 'node:worker_threads';
import { computeWhatIf } from './whatIf.ts';

export interface WhatIfRequestMessage {
  id: number;
  body: Uint8Array | null;
}

const port = parentPort;
if (!port) throw new Error('whatIfWorker.ts runs as a worker thread');
port.on('message', ({ id, body }: WhatIfRequestMessage) => {
  let outcome;
  try {
    outcome = computeWhatIf(body);
  } catch (error) {
    // A defect, not the input's fault: the route answers 500 and the worker stays for the next run.
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    return;
  }
  if (outcome.kind === 'ok') port.postMessage({ id, outcome }, [outcome.json.buffer as ArrayBuffer]);
  else port.postMessage({ id, outcome });
});
