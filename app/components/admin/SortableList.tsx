import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';

/** What a row draws: its drag handle, whether it is being dragged, its place and how many siblings it has. */
export interface SortableRow {
  handle: ReactNode;
  dragging: boolean;
  index: number;
  count: number;
}

interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** What names a row, read out while it is dragged and on its handle. */
  name: (item: T) => string;
  /** A row dropped at `position` (0 first); the page saves it, and its reload brings the stored order. */
  onMove: (item: T, position: number) => void;
  className?: string;
  /** The rows stand in a grid (more than one column), not a single column. */
  grid?: boolean;
  children: (item: T, row: SortableRow) => ReactNode;
}

/**
 * A list whose rows can be dragged by their handle into a new order, with a pointer or with the
 * keyboard (Space to lift, arrows to move, Space to drop), each move read out to screen readers.
 */
export function SortableList<T extends { id: number }>({ items, name, onMove, className, grid = false, children }: SortableListProps<T>) {
  // Shown in the dropped order at once; the page's reload after the save brings the stored order.
  const [order, setOrder] = useState(() => items.map((item) => item.id));
  useEffect(() => setOrder(items.map((item) => item.id)), [items]);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const byId = new Map(items.map((item) => [item.id, item]));
  const names = (id: string | number) => {
    const item = byId.get(Number(id));
    return item ? name(item) : 'row';
  };

  function dropped({ active, over }: DragEndEvent) {
    const item = byId.get(Number(active.id));
    if (!over || active.id === over.id || !item) return;
    const to = order.indexOf(Number(over.id));
    setOrder(arrayMove(order, order.indexOf(item.id), to));
    onMove(item, to);
  }

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
      <SortableContext items={order} strategy={grid ? rectSortingStrategy : verticalListSortingStrategy}>
        <ul className={className}>
          {order.map((id, index) => {
            const item = byId.get(id);
            return item ? (
              <Row key={id} id={id} label={name(item)} index={index} count={order.length}>
                {(row) => children(item, row)}
              </Row>
            ) : null;
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function Row({ id, label, index, count, children }: { id: number; label: string; index: number; count: number; children: (row: SortableRow) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${label} to reorder`}
      className="-mt-0.5 cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'relative z-10' : undefined}>
      {children({ handle, dragging: isDragging, index, count })}
    </li>
  );
}
