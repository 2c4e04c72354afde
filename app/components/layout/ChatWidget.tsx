import { X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { strings } from '#app/strings/index.ts';
import { WhatsAppIcon } from './BrandIcons.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#app/components/ui/Popover.tsx';

// The chat box loads when the pointer or focus first reaches the button, not with every page.
const loadChatPanel = () => import('./ChatPanel.tsx');
const ChatPanel = lazy(loadChatPanel);

const copy = strings.layout.chat;

/**
 * The floating WhatsApp button and its small chat box: the shopper types a message and
 * Start Chat opens WhatsApp with the shop's number and that message filled in.
 */
export function ChatWidget({ whatsappNumber }: { whatsappNumber: string }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');

  return (
    <Popover open={open} onOpenChange={setOpen}>
      {/* On phones the button sits in the strip just above the bottom navigation that SiteShell keeps
          free at the end of every page (and that the product page's buy bar leaves open on its right),
          so it never rests on a control. */}
      <div className="fixed bottom-[calc(4.5rem+env(safe-area-inset-bottom))] right-4 z-40 md:bottom-6 md:right-6">
        <PopoverTrigger
          aria-label={open ? copy.close : copy.open}
          onPointerEnter={() => void loadChatPanel()}
          onFocus={() => void loadChatPanel()}
          className="grid size-14 place-items-center rounded-full bg-emerald-600 text-white shadow-lg shadow-emerald-900/20 transition-transform hover:scale-105 focus-visible:outline-offset-4"
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <WhatsAppIcon className="size-7" />}
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
