import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';

/*
 * Tabs on Radix Tabs: the tablist, tab and tabpanel roles and their links, arrow keys between tabs
 * (Home and End too) and one tab in the Tab order come from the library.
 */
export const Tabs = RadixTabs.Root;

type WithExtraClass<T> = Omit<T, 'className'> & { className?: string };

/** The row of tabs; give it an aria-label naming what the tabs switch between. */
export function TabsList({ className = '', ...list }: WithExtraClass<ComponentPropsWithRef<typeof RadixTabs.List>>) {
  return <RadixTabs.List className={`flex gap-1 overflow-x-auto border-b border-slate-200 ${className}`.trim()} {...list} />;
}

/** One tab: underlined in brand colour while its panel shows. */
export function TabsTrigger({ className = '', ...trigger }: WithExtraClass<ComponentPropsWithRef<typeof RadixTabs.Trigger>>) {
  return (
    <RadixTabs.Trigger
      className={`-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600 transition-colors hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 ${className}`.trim()}
      {...trigger}
    />
  );
}

export function TabsContent({ className = '', ...content }: WithExtraClass<ComponentPropsWithRef<typeof RadixTabs.Content>>) {
  return (
    <RadixTabs.Content
      className={`pt-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ${className}`.trim()}
      {...content}
    />
  );
}
