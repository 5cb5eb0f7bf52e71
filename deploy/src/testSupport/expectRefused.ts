import { expect } from 'vitest';
import type { TestProduct } from './startTestProduct.ts';

/** The call answers `status` with `code`, and nothing was written to the event store. */
export async function expectRefused(t: TestProduct, call: Promise<{ status: number; body: any }>, status: number, code: string) {
  const head = await t.product.events.headPosition();
  const response = await call;
  expect(response.status).toBe(status);
  expect(response.body.code).toBe(code);
  expect(await t.product.events.headPosition()).toBe(head);
  return response;
}
