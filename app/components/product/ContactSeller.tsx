import { MessageCircle, Phone } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import { telHref, whatsappUrl } from '#app/lib/contact-links.ts';
import type { ShellData } from '#app/lib/shell-data.ts';
import { fill, strings } from '#app/strings/index.ts';

const LINK =
  'inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-700';

/** Call or WhatsApp the shop about this product, with the product link prefilled in WhatsApp. */
export function ContactSeller({ name, url }: { name: string; url: string }) {
  const copy = strings.product.actions;
  const settings = useRouteLoaderData<ShellData>('root')?.settings;
  const phone = settings?.phone ?? '';
  const whatsapp = settings?.whatsapp_number ?? '';
  if (!phone && !whatsapp) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-800">{copy.contactSeller}</span>
      {phone ? (
        <a href={telHref(phone)} className={LINK}>
          <Phone aria-hidden="true" className="size-4" />
          {copy.callSeller}
        </a>
      ) : null}
      {whatsapp ? (
        <a href={whatsappUrl(whatsapp, fill(copy.whatsappGreeting, { name, url }))} target="_blank" rel="noopener noreferrer" className={LINK}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {copy.whatsappSeller}
        </a>
      ) : null}
    </div>
  );
}
