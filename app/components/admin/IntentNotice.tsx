import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import type { TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';

/** A list page's answer to its last one-click change or saved dialog: a notice, or why it was refused. */
export function IntentNotice({ result }: { result: TaxonomyResult | undefined }) {
  return <FormMessage tone={result?.ok ? 'notice' : 'error'} message={result ? (result.ok ? result.notice : result.message) : undefined} />;
}
