import type { AlertScope } from '@pm/contracts';
import { streams, type CategoryEvent, type CompanyEvent, type ProductEvent } from '@pm/contracts/events';
import { evolveConnectedSources, type ConnectedSources } from '@pm/contracts/domain';
import { AppError, toDomainEvent, type EventStore } from '@pm/platform';
import { categoryTreeDecider } from '../categories/categoryTreeDecider.ts';

/**
 * A rule's scope names only what the user's company has: its products, categories, connected
 * shops and the brands of its products. A brand counts when some product of the company has it
 * as the evaluation matches brands (`alertBrandKey`: trimmed, case ignored), archived products
 * included (a rule on their brand is harmless, and matches again once one is restored).
 * Reads at most ALERT_SCOPE_MAX product streams: the schema bounds the lists.
 */
export async function checkAlertScope(store: EventStore, companyId: string, scope: AlertScope, unknownBrand: (companyId: string, brands: readonly string[]) => Promise<string | undefined>): Promise<void> {
  if (scope.sourceIds.length > 0) {
    const company = (await store.readStream(streams.company(companyId))).map((e) => toDomainEvent<CompanyEvent>(e));
    const connected = company.reduce<ConnectedSources>(evolveConnectedSources, {});
    const unknown = scope.sourceIds.find((id) => !connected[id]);
    if (unknown !== undefined) throw new AppError('SOURCE_UNKNOWN', 'The scope names a shop your company is not connected to.', { path: 'scope.sourceIds', sourceId: unknown });
  }
  if (scope.categoryIds.length > 0) {
    const tree = (await store.readStream(streams.categories(companyId))).map((e) => toDomainEvent<CategoryEvent>(e)).reduce(categoryTreeDecider.evolve, categoryTreeDecider.initialState());
    const unknown = scope.categoryIds.find((id) => !tree.nodes[id]);
    if (unknown !== undefined) throw new AppError('CATEGORY_UNKNOWN', 'The scope names a category your company does not have.', { path: 'scope.categoryIds', categoryId: unknown });
  }
  if (scope.brands.length > 0) {
    const unknown = await unknownBrand(companyId, scope.brands);
    if (unknown !== undefined) throw new AppError('SCOPE_BRAND_UNKNOWN', 'The scope names a brand none of your company’s products has.', { path: 'scope.brands', brand: unknown });
  }
  for (const productId of scope.productIds) {
    const first = (await store.readStream(streams.product(productId), { maxCount: 1 }).catch(() => []))[0];
    const created = first ? toDomainEvent<ProductEvent>(first) : null;
    if (created?.type !== 'ProductCreated' || created.data.companyId !== companyId) {
      throw new AppError('PRODUCT_UNKNOWN', 'The scope names a product your company does not have.', { path: 'scope.productIds', productId });
    }
  }
}
