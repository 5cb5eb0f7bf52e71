/**
 * The ids a product write names, checked against the company before anything is written (issue
 * 11 defect 9): another company's id, or any string, is answered 422 with a code naming the kind
 * of reference — never stored.
 */
import { streams, type CategoryEvent } from '@pm/contracts/events';
import { AppError, fold, toDomainEvent, type EventStore } from '@pm/platform';
import { categoryTreeDecider } from '../categories/categoryTreeDecider.ts';

/** A product's category must be one of the company's own (its tree, `categories-<companyId>`); none is fine. */
export async function requireOwnCategory(store: EventStore, companyId: string, categoryId: string | null | undefined): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const tree = fold(categoryTreeDecider, (await store.readStream(streams.categories(companyId))).map((e) => toDomainEvent<CategoryEvent>(e)));
  if (!Object.hasOwn(tree.nodes, categoryId)) throw new AppError('CATEGORY_UNKNOWN', 'The product names a category your company does not have.', { path: 'categoryId' });
}

/** A shop or comparison site a request names by id must be connected to the company. */
export function requireConnectedSource(connectedIds: readonly string[], sourceId: string | undefined, path: 'storeId' | 'aggregatorId'): void {
  if (sourceId !== undefined && !connectedIds.includes(sourceId)) {
    throw new AppError('SOURCE_UNKNOWN', 'The request names a shop or price comparison site your company is not connected to.', { path });
  }
}
