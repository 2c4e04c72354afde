import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';

/*
 * A menu of actions or links behind a button, on Radix DropdownMenu: arrow keys, typeahead,
 * Escape, outside press and focus back to the button come from the library.
 */
export const Menu = RadixMenu.Root;
export const MenuTrigger = RadixMenu.Trigger;

type MenuContentProps = Omit<ComponentPropsWithRef<typeof RadixMenu.Content>, 'className'> & { className?: string };

/** The open list, in a portal so no header or card clips it. */
export function MenuContent({ className = '', sideOffset = 8, collisionPadding = 16, ...content }: MenuContentProps) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={`z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1.5 shadow-xl outline-none ${className}`.trim()}
        {...content}
      />
    </RadixMenu.Portal>
  );
}

type MenuItemProps = Omit<ComponentPropsWithRef<typeof RadixMenu.Item>, 'className'>;

/** One entry; with `asChild` a Link stays a link (middle-click, "open in new tab"). */
export function MenuItem(props: MenuItemProps) {
  return (
    <RadixMenu.Item
      className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700"
      {...props}
    />
  );
}

export function MenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-slate-200" />;
}
