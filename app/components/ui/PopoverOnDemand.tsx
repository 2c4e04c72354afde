import { type ComponentPropsWithRef, useEffect, useId, useRef, useState } from 'react';

/*
 * The header's popovers (mega menu, notifications, chat) on Popover.tsx, with its library fetched
 * on first use: Radix Popover brings floating-ui, a dismissable layer, a focus scope and the
 * scroll lock, ~24 kB gzip that would otherwise ship with every page's first load. Until a popover
 * is first opened its component renders a PlaceholderTrigger that looks and reads like the real
 * trigger; from then on it renders the popover from the loaded module.
 */

type PopoverModule = Pick<typeof import('./Popover.tsx'), 'Popover' | 'PopoverTrigger' | 'PopoverContent'>;

let loaded: PopoverModule | null = null;

/** Fetches the popover primitive; call it as the pointer or focus reaches a trigger. */
export function loadPopover(): Promise<PopoverModule> {
  // Named, so the dead-code check sees which parts are used.
  return import('./Popover.tsx').then(({ Popover, PopoverTrigger, PopoverContent }) => {
    loaded = { Popover, PopoverTrigger, PopoverContent };
    return loaded;
  });
}

/**
 * The popover module once the popover has been wanted (opened) and the module has arrived, else
 * null. Swapping the placeholder for the real trigger would drop focus from a focused button, so
 * the new trigger takes it over: give both `triggerId`.
 */
export function usePopoverOnDemand(wanted: boolean): { popover: PopoverModule | null; triggerId: string } {
  const [popover, setPopover] = useState<PopoverModule | null>(null);
  const handFocusTo = useRef<string | null>(null);
  // useId: the same on the server and in the browser, so the placeholder's id hydrates as sent.
  const triggerId = useId();

  useEffect(() => {
    if (!wanted || popover) return undefined;
    let cancelled = false;
    const goLive = (module: PopoverModule) => {
      if (cancelled) return;
      if (document.activeElement?.id === triggerId) handFocusTo.current = triggerId;
      setPopover(module);
    };
    if (loaded) goLive(loaded);
    else void loadPopover().then(goLive);
    return () => {
      cancelled = true;
    };
  }, [wanted, popover, triggerId]);

  useEffect(() => {
    if (!popover || !handFocusTo.current) return;
    // Only focus that the swap dropped: a panel that has already taken focus keeps it.
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (dropped) document.getElementById(handFocusTo.current)?.focus();
    handFocusTo.current = null;
  }, [popover]);

  return { popover, triggerId };
}

/**
 * A closed popover's trigger before the library has loaded: the attributes Radix's trigger would
 * carry when closed. `disclosure` as on PopoverTrigger.
 */
export function PlaceholderTrigger({ disclosure = false, ...button }: ComponentPropsWithRef<'button'> & { disclosure?: boolean }) {
  return <button type="button" aria-haspopup={disclosure ? undefined : 'dialog'} aria-expanded={false} data-state="closed" {...button} />;
}
