import { Mail } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { strings } from '#app/strings/index.ts';
import { isValidEmail } from '#domain/account.ts';
import { Button } from '#app/components/ui/Button.tsx';
import { Input } from '#app/components/ui/Field.tsx';
import {
  forgetSubscription,
  type NewsletterMode,
  type NewsletterOutcome,
  rememberedToken,
  rememberSubscription,
  sendNewsletter,
  unsubscribeLinkParams,
} from './newsletter-request.ts';

const copy = strings.layout.newsletter;
/** A success message shows for 5 s, an error for 7 s. */
const SUCCESS_MS = 5000;
const ERROR_MS = 7000;

/** Where the mailed unsubscribe link lands (`/?newsletter=unsubscribe&…#newsletter`). */
const NEWSLETTER_ANCHOR = 'newsletter';

/**
 * The footer newsletter box with its Subscribe/Unsubscribe toggle.
 * Unsubscribing needs the subscriber's token: from the mailed link this page was opened with, or
 * remembered from subscribing in this browser; without one the server mails a link instead.
 */
export function NewsletterForm() {
  const [mode, setMode] = useState<NewsletterMode>('subscribe');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<NewsletterOutcome | null>(null);
  const inputId = useId();
  const messageId = useId();
  const mailedLink = useRef<{ email: string; token: string } | null>(null);

  // Read after hydration so the server's HTML and the first browser render agree.
  useEffect(() => {
    const link = unsubscribeLinkParams(window.location.search);
    if (!link) return;
    mailedLink.current = link;
    setMode('unsubscribe');
    setEmail(link.email);
  }, []);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), outcome.ok ? SUCCESS_MS : ERROR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) return setOutcome({ ok: false, message: copy.invalidEmail });
    const link = mailedLink.current;
    const token = mode === 'unsubscribe' ? (link && link.email.toLowerCase() === trimmed.toLowerCase() ? link.token : rememberedToken(trimmed)) : undefined;
    setPending(true);
    const result = await sendNewsletter(mode, trimmed, token);
    setPending(false);
    setOutcome(result);
    if (!result.ok) return;
    setEmail('');
    if (result.unsubscribeToken) rememberSubscription(trimmed, result.unsubscribeToken);
    // The remembered token of this email is spent once its subscription ends.
    if (mode === 'unsubscribe' && token && rememberedToken(trimmed)) forgetSubscription();
  }

  const invalid = outcome !== null && !outcome.ok;
  return (
    <div id={NEWSLETTER_ANCHOR} className="scroll-mt-24">
      {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not form fields: a fieldset would name nothing more and bring its own layout quirks. */}
      <div role="group" aria-label={copy.modeLabel} className="inline-flex rounded-full bg-white/10 p-1 text-sm">
        {(['subscribe', 'unsubscribe'] as const).map((value) => (
          <Button
            key={value}
            variant="inverse-toggle"
            size="segment"
            aria-pressed={mode === value}
            onClick={() => {
              setMode(value);
              setOutcome(null);
            }}
          >
            {copy[value]}
          </Button>
        ))}
      </div>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {copy.emailLabel}
        </label>
        <div className="relative flex-1">
          <Mail aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <Input
            look="inverse"
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={copy.emailPlaceholder}
            aria-invalid={invalid || undefined}
            aria-describedby={messageId}
            className="pl-10"
          />
        </div>
        <Button type="submit" variant="accent" size="tall" loading={pending}>
          {pending ? copy.sending : copy[mode]}
        </Button>
      </form>
      <p id={messageId} role="status" aria-live="polite" className={`mt-2 min-h-5 text-sm font-medium ${outcome?.ok ? 'text-emerald-200' : 'text-amber-200'}`}>
        {outcome?.message}
      </p>
    </div>
  );
}
