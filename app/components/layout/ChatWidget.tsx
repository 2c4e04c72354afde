import { X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { strings } from '#app/strings/index.ts';
import { WhatsAppIcon } from './BrandIcons.tsx';
import { loadPopover, PlaceholderTrigger, usePopoverOnDemand } from '#app/components/ui/PopoverOnDemand.tsx';

// The chat box and the popover library (PopoverOnDemand.tsx) load when the pointer or focus first
// reaches the button, not with every page.
const loadChatPanel = () => Promise.all([import('./ChatPanel.tsx'), loadPopover()]);
const ChatPanel = lazy(() => import('./ChatPanel.tsx'));

const copy = strings.layout.chat;

/**
 * The floating WhatsApp button and its small chat box: the shopper types a message and
 * Start Chat opens WhatsApp with the shop's number and that message filled in.
 */
export function ChatWidget({ whatsappNumber }: { whatsappNumber: string }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');

  const { popover, triggerId } = usePopoverOnDemand(open);
  const buttonLook =
    'grid size-14 place-items-center rounded-full bg-emerald-600 text-white shadow-lg shadow-emerald-900/20 transition-transform hover:scale-105 focus-visible:outline-offset-4';
  const buttonFace = open ? <X aria-hidden="true" className="size-6" /> : <WhatsAppIcon className="size-7" />;
  const preload = () => void loadChatPanel();
  // On phones the button sits in the strip just above the bottom navigation that SiteShell keeps
  // free at the end of every page (and that the product page's buy bar leaves open on its right),
  // so it never rests on a control.
  const place = 'fixed bottom-[calc(4.5rem+env(safe-area-inset-bottom))] right-4 z-40 md:bottom-6 md:right-6';

  if (!popover)
    return (
      <div className={place}>
        <PlaceholderTrigger
          id={triggerId}
          aria-label={open ? copy.close : copy.open}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
          className={buttonLook}
        >
          {buttonFace}
        </PlaceholderTrigger>
      </div>
    );
  const { Popover, PopoverContent, PopoverTrigger } = popover;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <div className={place}>
        <PopoverTrigger id={triggerId} aria-label={open ? copy.close : copy.open} onPointerEnter={preload} onFocus={preload} className={buttonLook}>
          {buttonFace}
        </PopoverTrigger>
        <PopoverContent surface="bare" side="top" align="end" sideOffset={12}>
          <Suspense fallback={null}>
            <ChatPanel whatsappNumber={whatsappNumber} message={message} onMessageChange={setMessage} />
          </Suspense>
        </PopoverContent>
      </div>
    </Popover>
  );
}
