import { Send, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClassName, Button } from '#app/components/ui/Button.tsx';
import { Textarea } from '#app/components/ui/Field.tsx';
import { PopoverClose, PopoverTitle } from '#app/components/ui/Popover.tsx';
import { track } from '#app/lib/analytics.ts';
import { whatsappUrl } from '#app/lib/contact-links.ts';
import { strings } from '#app/strings/index.ts';

const copy = strings.layout.chat;

export interface ChatPanelProps {
  whatsappNumber: string;
  message: string;
  onMessageChange: (message: string) => void;
}

/**
 * The open chat box: the shopper's message and Start Chat, which opens WhatsApp with it filled in.
 * Its title names the popover it opens in (a dialog).
 */
export default function ChatPanel({ whatsappNumber, message, onMessageChange }: ChatPanelProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  useEffect(() => {
    textareaRef.current?.focus();
  }, []);

  return (
    <div className="w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 transition duration-300 starting:translate-y-2 starting:opacity-0">
      <div className="flex items-start justify-between gap-2 bg-emerald-700 px-4 py-3 text-white">
        <div>
          <PopoverTitle className="font-semibold">{copy.title}</PopoverTitle>
          <p className="mt-0.5 text-xs text-emerald-50">{copy.intro}</p>
        </div>
        <PopoverClose asChild>
          <Button variant="inverse" size="icon-sm" aria-label={copy.close} className="-mr-1">
            <X aria-hidden="true" className="size-4" />
          </Button>
        </PopoverClose>
      </div>
      <div className="p-4">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {copy.messageLabel}
        </label>
        <Textarea
          ref={textareaRef}
          id={fieldId}
          rows={3}
          value={message}
          onChange={(event) => onMessageChange(event.target.value)}
          placeholder={copy.placeholder}
          className="mt-1 resize-none"
        />
        <a
          href={whatsappUrl(whatsappNumber, message)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track({ name: 'lead', source: 'whatsapp' })}
          className={buttonClassName({ variant: 'whatsapp', size: 'block', className: 'mt-3' })}
        >
          <Send aria-hidden="true" className="size-4" />
          {copy.start}
        </a>
      </div>
    </div>
  );
}
