import { useSubmit } from 'react-router';
import { MoveButtons } from '#app/components/admin/MoveButtons.tsx';
import { type SortableRow, SortableList } from '#app/components/admin/SortableList.tsx';
import { CategoryIcon } from '#app/components/CategoryIcon.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import type { AdminCategoryNode } from '#server/modules/admin-taxonomy/categories.ts';

interface TreeActions {
  busy: boolean;
  onAddChild: (parent: AdminCategoryNode) => void;
  onEdit: (category: AdminCategoryNode) => void;
  onDelete: (category: AdminCategoryNode) => void;
}

/**
 * The category tree: each level's categories can be dragged by their handle into a new order
 * among their siblings, with a pointer or with the keyboard (Space to lift, arrows to move, Space
 * to drop), and the arrow buttons do the same one step at a time, without JavaScript too.
 */
export function CategoryTree({ tree, ...actions }: TreeActions & { tree: AdminCategoryNode[] }) {
  if (tree.length === 0) return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">No categories yet.</p>;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-2 sm:p-3">
      <Siblings nodes={tree} parentId={null} depth={0} {...actions} />
    </div>
  );
}

function Siblings({ nodes, parentId, depth, ...actions }: TreeActions & { nodes: AdminCategoryNode[]; parentId: number | null; depth: number }) {
  const submit = useSubmit();
  return (
    <SortableList
      items={nodes}
      name={(node) => node.name}
      onMove={(node, position) =>
        void submit(
          { intent: 'place', id: String(node.id), parent_id: parentId === null ? '' : String(parentId), position: String(position) },
          { method: 'post', preventScrollReset: true },
        )
      }
      className={depth === 0 ? 'space-y-1' : 'mt-1 space-y-1 border-l border-slate-200 pl-3 sm:pl-6'}
    >
      {(node, row) => <Item node={node} row={row} parentId={parentId} depth={depth} {...actions} />}
    </SortableList>
  );
}

interface ItemProps extends TreeActions {
  node: AdminCategoryNode;
  row: SortableRow;
  parentId: number | null;
  depth: number;
}

function Item({ node, row: { handle, dragging, index, count }, parentId, depth, ...actions }: ItemProps) {
  return (
    <>
      <div className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md px-2 py-2 ${dragging ? 'bg-brand-50 shadow-md' : 'hover:bg-slate-50'}`}>
        <div className="flex min-w-0 flex-1 items-start gap-2">
          {handle}
          <CategoryIcon icon={node.icon} className="mt-0.5 size-5 shrink-0 text-slate-600" />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{node.name}</span>
              {node.active ? null : <Badge tone="warning">Hidden</Badge>}
              {node.is_featured ? <Badge tone="info">Featured</Badge> : null}
            </p>
            <p className="text-xs text-slate-600">
              /{node.slug} · {node.product_count} main-category product{node.product_count === 1 ? '' : 's'}
              {node.children.length > 0 ? ` here, ${node.total_product_count} with subcategories` : ''}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-0.5 pl-8 sm:gap-1 sm:pl-0">
          <MoveButtons label={node.name} fields={{ intent: 'place', id: node.id, parent_id: parentId ?? '' }} index={index} count={count} busy={actions.busy} />
          <Button variant="ghost" size="sm" className="whitespace-nowrap px-2" onClick={() => actions.onEdit(node)} aria-label={`Edit ${node.name}`}>
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="whitespace-nowrap px-2"
            onClick={() => actions.onAddChild(node)}
            aria-label={`Add subcategory to ${node.name}`}
          >
            Add subcategory
          </Button>
          <Button variant="quiet" size="sm" className="whitespace-nowrap px-2" onClick={() => actions.onDelete(node)} aria-label={`Delete ${node.name}`}>
            Delete
          </Button>
        </div>
      </div>
      {node.children.length > 0 ? <Siblings nodes={node.children} parentId={node.id} depth={depth + 1} {...actions} /> : null}
    </>
  );
}
