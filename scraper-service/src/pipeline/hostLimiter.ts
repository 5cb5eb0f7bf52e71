/** Politeness: at most `perHost` requests to one host at once (a semaphore per host). */
export function createHostLimiter(perHost: number) {
  const hosts = new Map<string, { active: number; waiting: (() => void)[] }>();

  async function acquire(host: string): Promise<void> {
    const entry = hosts.get(host) ?? { active: 0, waiting: [] };
    hosts.set(host, entry);
    if (entry.active < perHost) {
      entry.active++;
      return;
    }
    await new Promise<void>((resolve) => entry.waiting.push(resolve));
  }

  function release(host: string): void {
    const entry = hosts.get(host);
    if (!entry) return;
    const next = entry.waiting.shift();
    if (next) next(); // the slot passes to the next waiter
    else if (--entry.active === 0) hosts.delete(host);
  }

  return {
    async run<T>(host: string, work: () => Promise<T>): Promise<T> {
      await acquire(host);
      try {
        return await work();
      } finally {
        release(host);
      }
    },
    active: (host: string) => hosts.get(host)?.active ?? 0,
  };
}
