import { PRODUCTS } from '../projectors/productsProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

type Counted = { _id: string | null; count: number };

const toMap = (rows: Counted[]) => new Map(rows.filter((row) => row._id !== null).map((row) => [row._id as string, row.count]));

/**
 * Competitor URLs of the company's active products, per source. Archived products are not
 * scraped, so their URLs do not count.
 */
export async function urlCountsBySource(readModels: ReadModels, companyId: string): Promise<Map<string, number>> {
  return toMap(
    await readModels.aggregate<Counted>(PRODUCTS, [
      { $match: { companyId, status: 'active' } },
      { $unwind: '$urls' },
      { $group: { _id: '$urls.sourceId', count: { $sum: 1 } } },
    ]),
  );
}

/** Active products filed directly under each category (subcategories count separately). */
export async function productCountsByCategory(readModels: ReadModels, companyId: string): Promise<Map<string, number>> {
  return toMap(
    await readModels.aggregate<Counted>(PRODUCTS, [
      { $match: { companyId, status: 'active', categoryId: { $ne: null } } },
      { $group: { _id: '$categoryId', count: { $sum: 1 } } },
    ]),
  );
}
