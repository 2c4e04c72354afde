import * as RadixPopover from '@radix-ui/react-popover';
import { type ComponentPropsWithRef, type FocusEvent, type ReactNode, useRef } from 'react';

/*
 * A panel that opens from a button and leaves the rest of the page usable (no focus trap, no scroll
 * lock), on Radix Popover: Escape, an outside press and placement that stays on screen come from
 * the library.
 */
export const Popover = RadixPopover.Root;
export const PopoverClose = RadixPopover.Close;

/**
 * A popover is a dialog unless `disclosure` is set: then it shows a region or navigation beside its
 * button, which says only whether it is expanded (no dialog role, no aria-haspopup).
 */
interface DisclosureProp {
  disclosure?: boolean;
}
const notAPopup = { 'aria-haspopup': undefined };
const notADialog = { role: undefined };

export function PopoverTrigger({ disclosure = false, ...trigger }: ComponentPropsWithRef<typeof RadixPopover.Trigger> & DisclosureProp) {
  return <RadixPopover.Trigger {...trigger} {...(disclosure ? notAPopup : {})} />;
}

const surfaces = {
  /** A white card with a border and a shadow. */
  card: 'rounded-lg border border-slate-200 bg-white shadow-xl',
  /** No frame: the content draws its own. */
  bare: '',
} as const;

type PopoverContentProps = Omit<ComponentPropsWithRef<typeof RadixPopover.Content>, 'className'> &
  DisclosureProp & {
    surface?: keyof typeof surfaces;
    className?: string;
  };

/**
 * The open panel, rendered in place rather than in a portal: placed in the page right after its
 * trigger, Tab goes on from the trigger into the panel, and a hover menu's pointer-leave covers
 * both. It is positioned fixed, so no ancestor clips it. On closing, focus goes back to the trigger only if it was inside the panel: a
 * panel closed by the pointer moving away, or by a click elsewhere, leaves focus where the shopper
 * put it.
 */
export function PopoverContent({
  surface = 'card',
  disclosure = false,
  className = '',
  sideOffset = 8,
  collisionPadding = 16,
  onFocus,
  onBlur,
  onCloseAutoFocus,
  onInteractOutside,
  ref,
  ...content
}: PopoverContentProps) {
  const focusInside = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  return (
    <RadixPopover.Content
      ref={(node) => {
        panelRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      sideOffset={sideOffset}
      collisionPadding={collisionPadding}
      className={`z-50 outline-none ${surfaces[surface]} ${className}`.trim()}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        focusInside.current = true;
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        // A focused element that is removed may report a blur towards nothing: that is not leaving.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) focusInside.current = false;
        onBlur?.(event);
      }}
      onInteractOutside={(event) => {
        onInteractOutside?.(event);
        // A press on the panel's own button (which toggles it) is not a press elsewhere; Radix would
        // otherwise count it as one and not give focus back to the button after a later Escape.
        const id = panelRef.current?.id;
        if (id && event.target instanceof Element && event.target.closest(`[aria-controls="${CSS.escape(id)}"]`)) event.preventDefault();
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (!focusInside.current) event.preventDefault();
        focusInside.current = false;
      }}
      {...content}
      {...(disclosure ? notADialog : {})}
    />
  );
}

/** A heading that names the panel for assistive technology. */
export function PopoverTitle({ className = '', children }: { className?: string; children: ReactNode }) {
  return <RadixPopover.Title className={className}>{children}</RadixPopover.Title>;
}
