import type { CategoryEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const CATEGORIES = 'categories';

/** One document per category; breadcrumb paths are assembled at query time from the company's tree. */
export const categoriesProjector: Projector = {
  name: 'categories',
  version: 1,
  collections: { [CATEGORIES]: [{ keys: { companyId: 1, name: 1 } }] },
  handles: ['CategoryCreated', 'CategoryRenamed', 'CategoryMoved', 'CategoryDeleted'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<CategoryEvent>(recorded);
    switch (event.type) {
      case 'CategoryCreated':
        return [{ op: 'put', collection: CATEGORIES, doc: { _id: event.data.categoryId, companyId: event.data.companyId, name: event.data.name, parentId: event.data.parentId } }];
      case 'CategoryRenamed':
        return [{ op: 'update', collection: CATEGORIES, id: event.data.categoryId, update: { $set: { name: event.data.name } } }];
      case 'CategoryMoved':
        return [{ op: 'update', collection: CATEGORIES, id: event.data.categoryId, update: { $set: { parentId: event.data.parentId } } }];
      case 'CategoryDeleted':
        return [{ op: 'delete', collection: CATEGORIES, id: event.data.categoryId }];
    }
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['categories']] }] : []),
};
