/** Binary min-heap of numbers (queue sequence numbers: the oldest ready job goes first). */
export class MinHeap {
  readonly #items: number[] = [];

  get size(): number {
    return this.#items.length;
  }

  push(value: number): void {
    const items = this.#items;
    items.push(value);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]! <= value) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = value;
  }

  pop(): number | undefined {
    const items = this.#items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && items[right]! < items[left]! ? right : left;
      if (items[child]! >= last) break;
      items[i] = items[child]!;
      i = child;
    }
    items[i] = last;
    return top;
  }

  clear(): void {
    this.#items.length = 0;
  }
}
