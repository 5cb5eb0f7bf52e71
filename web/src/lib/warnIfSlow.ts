/** Logs a warning once `work` has been pending for `thresholdMs`, so slow endpoints get noticed. */
export function warnIfSlow<T>(work: Promise<T>, label: string, thresholdMs: number): Promise<T> {
  const timer = setTimeout(() => {
    console.warn(`${label} is taking longer than ${thresholdMs} ms`);
  }, thresholdMs);
  return work.finally(() => clearTimeout(timer));
}
