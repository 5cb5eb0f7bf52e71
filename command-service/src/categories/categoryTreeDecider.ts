import type { CategoryEvent } from '@pm/contracts/events';
import { appError } from '@pm/platform';
import type { Decider } from '@pm/platform';

export interface CategoryNode {
  name: string;
  parentId: string | null;
}

export interface CategoryTree {
  companyId: string;
  nodes: Record<string, CategoryNode>;
}

export type CategoryCommand =
  | { type: 'CreateCategory'; companyId: string; categoryId: string; name: string; parentId: string | null }
  | { type: 'ChangeCategory'; companyId: string; categoryId: string; name?: string | undefined; parentId?: string | null | undefined }
  | { type: 'DeleteCategory'; companyId: string; categoryId: string };

const siblingsNamed = (tree: CategoryTree, parentId: string | null, name: string, except?: string) =>
  Object.entries(tree.nodes).some(([id, n]) => id !== except && n.parentId === parentId && n.name.toLowerCase() === name.toLowerCase());

function isDescendant(tree: CategoryTree, candidate: string, ancestor: string): boolean {
  for (let id: string | null = candidate; id !== null; id = tree.nodes[id]?.parentId ?? null) if (id === ancestor) return true;
  return false;
}

/** A company's category tree: names unique among siblings, parents exist, no cycles. */
export const categoryTreeDecider: Decider<CategoryTree, CategoryCommand, CategoryEvent> = {
  initialState: () => ({ companyId: '', nodes: {} }),
  evolve: (tree, event) => {
    const nodes = { ...tree.nodes };
    switch (event.type) {
      case 'CategoryCreated':
        nodes[event.data.categoryId] = { name: event.data.name, parentId: event.data.parentId };
        break;
      case 'CategoryRenamed':
        if (nodes[event.data.categoryId]) nodes[event.data.categoryId] = { ...nodes[event.data.categoryId]!, name: event.data.name };
        break;
      case 'CategoryMoved':
        if (nodes[event.data.categoryId]) nodes[event.data.categoryId] = { ...nodes[event.data.categoryId]!, parentId: event.data.parentId };
        break;
      case 'CategoryDeleted':
        delete nodes[event.data.categoryId];
        break;
    }
    return { companyId: event.data.companyId, nodes };
  },
  decide: (command, tree) => {
    const { companyId, categoryId } = command;
    const missingParent = (parentId: string | null | undefined) => parentId != null && !tree.nodes[parentId];
    switch (command.type) {
      case 'CreateCategory':
        if (missingParent(command.parentId)) throw appError('CATEGORY_NOT_FOUND', 'The parent category was not found.');
        if (siblingsNamed(tree, command.parentId, command.name)) throw appError('CATEGORY_NAME_TAKEN', 'A category with this name exists at this level.');
        return [{ type: 'CategoryCreated', data: { companyId, categoryId, name: command.name, parentId: command.parentId } }];
      case 'ChangeCategory': {
        const node = tree.nodes[categoryId];
        if (!node) throw appError('CATEGORY_NOT_FOUND', 'The category was not found.');
        const events: CategoryEvent[] = [];
        const parentId = command.parentId === undefined ? node.parentId : command.parentId;
        if (command.parentId !== undefined && command.parentId !== node.parentId) {
          if (missingParent(command.parentId)) throw appError('CATEGORY_NOT_FOUND', 'The parent category was not found.');
          if (command.parentId !== null && isDescendant(tree, command.parentId, categoryId)) throw appError('CATEGORY_CYCLE', 'A category cannot be moved below itself.');
          events.push({ type: 'CategoryMoved', data: { companyId, categoryId, parentId: command.parentId } });
        }
        const name = command.name ?? node.name;
        if (siblingsNamed(tree, parentId, name, categoryId)) throw appError('CATEGORY_NAME_TAKEN', 'A category with this name exists at this level.');
        if (command.name !== undefined && command.name !== node.name) events.push({ type: 'CategoryRenamed', data: { companyId, categoryId, name: command.name } });
        return events;
      }
      case 'DeleteCategory':
        if (!tree.nodes[categoryId]) throw appError('CATEGORY_NOT_FOUND', 'The category was not found.');
        if (Object.values(tree.nodes).some((n) => n.parentId === categoryId)) throw appError('CATEGORY_HAS_CHILDREN', 'Delete or move the subcategories first.');
        return [{ type: 'CategoryDeleted', data: { companyId, categoryId } }];
    }
  },
};
