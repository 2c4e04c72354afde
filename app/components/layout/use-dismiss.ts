import { type RefObject, useEffect } from 'react';

/** Closes a popup on Escape or on a press outside `container`. Active only while open. */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && event.target instanceof Node && !container.current.contains(event.target)) onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container, onDismiss]);
}
