import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone, such as deleting a product; Cancel is the safe way out. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent layout="modal" className="sm:max-w-md">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-700">{children}</DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="neutral" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
