import { Send, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { track } from '#app/lib/analytics.ts';
import { whatsappUrl } from '#app/lib/contact-links.ts';
import { FALLBACK_WHATSAPP_NUMBER } from '#app/lib/default-navigation.ts';
import { strings } from '#app/strings/index.ts';

const copy = strings.layout.chat;

export interface ChatPanelProps {
  id: string;
  whatsappNumber: string;
  message: string;
  onMessageChange: (message: string) => void;
  close: () => void;
}

/** The open chat box: the shopper's message and Start Chat, which opens WhatsApp with it filled in. */
export default function ChatPanel({ id: panelId, whatsappNumber, message, onMessageChange, close }: ChatPanelProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const fieldId = useId();
  useEffect(() => {
    textareaRef.current?.focus();
  }, []);

  return (
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
          onChange={(event) => onMessageChange(event.target.value)}
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
  );
}
