import { Send, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { track } from '#app/lib/analytics.ts';
import { FALLBACK_WHATSAPP_NUMBER } from '#app/lib/default-navigation.ts';
import { strings } from '#app/strings/index.ts';
import { WhatsAppIcon } from './BrandIcons.tsx';
import { useDismiss } from './use-dismiss.ts';
import { whatsappUrl } from '#app/lib/contact-links.ts';

const copy = strings.layout.chat;

/**
 * The floating WhatsApp button and its small chat box (spec 2): the shopper types a message and
 * Start Chat opens WhatsApp with the shop's number and that message filled in.
 */
export function ChatWidget({ whatsappNumber }: { whatsappNumber: string }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const panelId = useId();
  const titleId = useId();
  const fieldId = useId();

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(open, containerRef, close);
  useEffect(() => {
    if (open) textareaRef.current?.focus();
  }, [open]);

  return (
    <div ref={containerRef} className="fixed bottom-20 right-4 z-40 flex flex-col items-end gap-3 md:bottom-6 md:right-6">
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 transition duration-300 starting:translate-y-2 starting:opacity-0"
        >
          <div className="flex items-start justify-between gap-2 bg-emerald-700 px-4 py-3 text-white">
            <div>
              <h2 id={titleId} className="font-semibold">
                {copy.title}
              </h2>
              <p className="mt-0.5 text-xs text-emerald-50">{copy.intro}</p>
            </div>
            <button type="button" onClick={close} aria-label={copy.close} className="-mr-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/15">
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <div className="p-4">
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
              {copy.messageLabel}
            </label>
            <textarea
              ref={textareaRef}
              id={fieldId}
              rows={3}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder={copy.placeholder}
              className="mt-1 w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30"
            />
            <a
              href={whatsappUrl(whatsappNumber || FALLBACK_WHATSAPP_NUMBER, message)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track({ name: 'lead', source: 'whatsapp' })}
              className="mt-3 flex h-11 items-center justify-center gap-2 rounded-lg bg-emerald-700 font-semibold text-white transition-colors hover:bg-emerald-800"
            >
              <Send aria-hidden="true" className="size-4" />
              {copy.start}
            </a>
          </div>
        </div>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? copy.close : copy.open}
        onClick={() => setOpen((value) => !value)}
        className="grid size-14 place-items-center rounded-full bg-emerald-600 text-white shadow-lg shadow-emerald-900/20 transition-transform hover:scale-105 focus-visible:outline-offset-4"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <WhatsAppIcon className="size-7" />}
      </button>
    </div>
  );
}
