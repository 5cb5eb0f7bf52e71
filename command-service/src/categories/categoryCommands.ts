import { streams } from '@pm/contracts/events';
import { handleCommand, newId, type CommandContext, type EventStore } from '@pm/platform';
import type { Written } from '../users/userCommands.ts';
import { categoryTreeDecider } from './categoryTreeDecider.ts';

export function createCategoryCommands(store: EventStore) {
  const run = async (companyId: string, categoryId: string, command: Parameters<typeof categoryTreeDecider.decide>[0], context: CommandContext): Promise<Written> => ({
    id: categoryId,
    ...(await handleCommand(store, streams.categories(companyId), categoryTreeDecider, command, context)),
  });
  return {
    createCategory: (companyId: string, name: string, parentId: string | null, context: CommandContext, categoryId = newId()) =>
      run(companyId, categoryId, { type: 'CreateCategory', companyId, categoryId, name, parentId }, context),
    changeCategory: (companyId: string, categoryId: string, changes: { name?: string | undefined; parentId?: string | null | undefined }, context: CommandContext) =>
      run(companyId, categoryId, { type: 'ChangeCategory', companyId, categoryId, ...changes }, context),
    deleteCategory: (companyId: string, categoryId: string, context: CommandContext) => run(companyId, categoryId, { type: 'DeleteCategory', companyId, categoryId }, context),
  };
}

export type CategoryCommands = ReturnType<typeof createCategoryCommands>;
