import { useRouteLoaderData } from 'react-router';
import type { ShellData } from '#app/lib/shell-data.ts';
import type { Viewer } from './types.ts';

/** Who is looking, from the root loader's signed-in customer; a guest on error pages and before sign-in. */
export function useViewer(): Viewer {
  const customerId = useRouteLoaderData<ShellData>('root')?.customer?.id ?? null;
  return customerId === null ? { kind: 'guest' } : { kind: 'customer', id: customerId };
}
