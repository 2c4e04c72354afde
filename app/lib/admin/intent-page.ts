import { useEffect, useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import type { TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';

/** The intents a page's add/edit dialog sends; their refusals show in the dialog, everything else on the page. */
const isDialogIntent = (intent: string) => intent === 'create' || intent === 'update';

/**
 * The browser half of a back-office list page (see intent-action.server.ts): which dialog is open,
 * the answer for that dialog's form, the page's own notice, and a post of a one-click intent.
 */
export function useIntentPage<Open>(actionData: TaxonomyResult | undefined, isDialog: (intent: string) => boolean = isDialogIntent) {
  const [open, setOpen] = useState<Open | null>(null);
  const busy = useNavigation().state !== 'idle';
  const submit = useSubmit();
  const formResult = actionData && isDialog(actionData.intent) ? actionData : undefined;

  // A saved form closes its dialog; a refused one stays open with its messages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer closes the dialog; the intent test is fixed per page.
  useEffect(() => {
    if (actionData?.ok && isDialog(actionData.intent)) setOpen(null);
  }, [actionData]);

  const pageMessage = actionData && !formResult ? actionData : formResult?.ok ? formResult : undefined;
  return {
    open,
    setOpen,
    close: () => setOpen(null),
    busy,
    formResult,
    pageMessage,
    /** Posts `intent` for a row without a form of its own (a delete, a drag). */
    post: (fields: Record<string, string>) => void submit(fields, { method: 'post', preventScrollReset: true }),
  };
}
