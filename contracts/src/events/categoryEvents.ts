import { z } from 'zod';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/**
 * Stream `categories-<companyId>`: a company's whole category tree in one stream, so that
 * parent checks and cycle checks decide against the complete tree.
 */
export const CategoryCreated = defineEvent('CategoryCreated', 1, z.object({ companyId: z.string(), categoryId: z.string(), name: z.string(), parentId: z.string().nullable() }));
export const CategoryRenamed = defineEvent('CategoryRenamed', 1, z.object({ companyId: z.string(), categoryId: z.string(), name: z.string() }));
export const CategoryMoved = defineEvent('CategoryMoved', 1, z.object({ companyId: z.string(), categoryId: z.string(), parentId: z.string().nullable() }));
export const CategoryDeleted = defineEvent('CategoryDeleted', 1, z.object({ companyId: z.string(), categoryId: z.string() }));
export type CategoryEvent =
  | DomainEvent<typeof CategoryCreated>
  | DomainEvent<typeof CategoryRenamed>
  | DomainEvent<typeof CategoryMoved>
  | DomainEvent<typeof CategoryDeleted>;
export const categoryEvents = [CategoryCreated, CategoryRenamed, CategoryMoved, CategoryDeleted] as const;
