import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Form, useSubmit } from 'react-router';
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
  // Shown in the dropped order at once; the page's reload after the save brings the stored order.
  const [order, setOrder] = useState(() => nodes.map((node) => node.id));
  useEffect(() => setOrder(nodes.map((node) => node.id)), [nodes]);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const byId = new Map(nodes.map((node) => [node.id, node]));

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(Number(active.id));
    const to = order.indexOf(Number(over.id));
    setOrder(arrayMove(order, from, to));
    void submit(
      { intent: 'place', id: String(active.id), parent_id: parentId === null ? '' : String(parentId), position: String(to) },
      { method: 'post', preventScrollReset: true },
    );
  }

  const names = (id: string | number) => byId.get(Number(id))?.name ?? 'category';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${names(active.id)}.`,
          onDragOver: ({ active, over }) => (over ? `${names(active.id)} is over ${names(over.id)}.` : `${names(active.id)} is not over a place.`),
          onDragEnd: ({ active, over }) => (over ? `${names(active.id)} dropped in the place of ${names(over.id)}.` : `${names(active.id)} dropped.`),
          onDragCancel: ({ active }) => `Moving ${names(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ul className={depth === 0 ? 'space-y-1' : 'mt-1 space-y-1 border-l border-slate-200 pl-3 sm:pl-6'}>
          {order.map((id, index) => {
            const node = byId.get(id);
            return node ? <Item key={id} node={node} index={index} count={order.length} parentId={parentId} depth={depth} {...actions} /> : null;
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface ItemProps extends TreeActions {
  node: AdminCategoryNode;
  index: number;
  count: number;
  parentId: number | null;
  depth: number;
}

function Item({ node, index, count, parentId, depth, ...actions }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: node.id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'relative z-10' : undefined}>
      <div className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md px-2 py-2 ${isDragging ? 'bg-brand-50 shadow-md' : 'hover:bg-slate-50'}`}>
        <div className="flex min-w-0 flex-1 items-start gap-2">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${node.name} to reorder`}
            className="-mt-0.5 cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <GripVertical aria-hidden="true" className="size-5" />
          </button>
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
          <StepButton node={node} parentId={parentId} position={index - 1} disabled={index === 0 || actions.busy} label={`Move ${node.name} up`}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </StepButton>
          <StepButton node={node} parentId={parentId} position={index + 1} disabled={index === count - 1 || actions.busy} label={`Move ${node.name} down`}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </StepButton>
          <Button variant="ghost" size="sm" className="whitespace-nowrap px-2" onClick={() => actions.onEdit(node)} aria-label={`Edit ${node.name}`}>
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="whitespace-nowrap px-2"
            onClick={() => actions.onAddChild(node)}
            aria-label={`Add a subcategory to ${node.name}`}
          >
            Add sub
          </Button>
          <Button variant="quiet" size="sm" className="whitespace-nowrap px-2" onClick={() => actions.onDelete(node)} aria-label={`Delete ${node.name}`}>
            Delete
          </Button>
        </div>
      </div>
      {node.children.length > 0 ? <Siblings nodes={node.children} parentId={node.id} depth={depth + 1} {...actions} /> : null}
    </li>
  );
}

function StepButton({
  node,
  parentId,
  position,
  disabled,
  label,
  children,
}: {
  node: AdminCategoryNode;
  parentId: number | null;
  position: number;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="id" value={node.id} />
      <input type="hidden" name="parent_id" value={parentId ?? ''} />
      <input type="hidden" name="position" value={position} />
      <Button type="submit" variant="quiet" size="icon" disabled={disabled} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}
