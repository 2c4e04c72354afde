import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/Button.tsx';
import { onCookieSettingsOpened, saveConsent, useConsent } from '#app/lib/cookie-consent.ts';
import { strings } from '#app/strings/index.ts';
import type { ConsentChoice } from '#domain/cookie-consent.ts';

const copy = strings.layout.cookieConsent;

/**
 * Asks before any analytics cookie is set: shown until the shopper accepts or declines, and again
 * from the footer's "Cookie settings". In the page's flow, not over it, so it never covers what
 * the shopper came to use. Only shops with analytics configured ask: the others set none.
 */
export function CookieConsent({ fromRequest }: { fromRequest: ConsentChoice | null | undefined }) {
  const consent = useConsent(fromRequest);
  const [reopened, setReopened] = useState(false);
  useEffect(() => onCookieSettingsOpened(() => setReopened(true)), []);
  if (consent === undefined || (consent !== null && !reopened)) return null;
  const choose = (choice: 'accepted' | 'declined') => {
    saveConsent(choice);
    setReopened(false);
  };
  return (
    <section aria-label={copy.label} data-testid="cookie-consent" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 text-sm text-slate-800 md:flex-row md:items-center md:justify-between">
        <p>
          {copy.text} {consent ? <span className="font-medium">{consent === 'accepted' ? copy.nowAccepted : copy.nowDeclined} </span> : null}
          <Link to="/privacy-policy#cookies" className="font-medium text-brand-700 underline">
            {copy.more}
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => choose('declined')}>
            {copy.decline}
          </Button>
          <Button onClick={() => choose('accepted')}>{copy.accept}</Button>
        </div>
      </div>
    </section>
  );
}
