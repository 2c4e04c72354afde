import type { ComponentProps } from 'react';
import { Button } from './ui/Button.tsx';
import { useHydrated } from './account/use-hydrated.ts';

/**
 * The submit button of a form that applies itself on change (filters, sort, status). Without
 * scripts it is the only way to apply, so it shows. With scripts it stays in the form, reachable by
 * keyboard and shown when focused: a form with no submit control leaves keyboard and assistive
 * technology users no explicit way to send it (WCAG 3.2.2, HTML_CodeSniffer H32.2).
 */
export function ApplyButton({ className = '', ...look }: Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className' | 'children'>) {
  const hydrated = useHydrated();
  return <Button type="submit" className={hydrated ? `sr-only focus:not-sr-only ${className}` : className} {...look} />;
}
