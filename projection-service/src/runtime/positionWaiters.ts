/** Lets callers wait (bounded) until a position has been reached. */
export class PositionWaiters {
  private position = 0n;
  private waiters: { target: bigint; resolve: (reached: boolean) => void; timer: NodeJS.Timeout }[] = [];

  get current(): bigint {
    return this.position;
  }

  advance(position: bigint): void {
    if (position <= this.position) return;
    this.position = position;
    const remaining = [];
    for (const waiter of this.waiters) {
      if (waiter.target <= position) {
        clearTimeout(waiter.timer);
        waiter.resolve(true);
      } else remaining.push(waiter);
    }
    this.waiters = remaining;
  }

  waitFor(target: bigint, timeoutMs: number): Promise<boolean> {
    if (target <= this.position) return Promise.resolve(true);
    if (timeoutMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = {
        target,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  /** Resolve every waiter as not reached (shutdown). */
  cancelAll(): void {
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
  }
}
