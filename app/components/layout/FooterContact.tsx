import { Mail, MapPin, Phone } from 'lucide-react';
import type { ShellData } from '#app/lib/shell-data.ts';
import { strings } from '#app/strings/index.ts';
import { WhatsAppIcon } from './BrandIcons.tsx';
import { formatPhone, telHref, whatsappUrl } from '#app/lib/contact-links.ts';

const copy = strings.layout.footer;

/** The shop's address, phone, email and a WhatsApp chat link with a ready greeting, each as the settings give it. */
export function FooterContact({ settings }: { settings: ShellData['settings'] }) {
  return (
    <address className="mt-4 space-y-3 text-sm not-italic text-slate-300">
      {settings.address ? (
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-500" />
          <span>
            <span className="sr-only">{copy.address}: </span>
            {settings.address}
          </span>
        </p>
      ) : null}
      {settings.phone ? (
        <p className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-500" />
          <a href={telHref(settings.phone)} className="hover:text-white">
            <span className="sr-only">{copy.phone}: </span>
            {formatPhone(settings.phone)}
          </a>
        </p>
      ) : null}
      {settings.email ? (
        <p className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-500" />
          <a href={`mailto:${settings.email}`} className="hover:text-white">
            <span className="sr-only">{copy.email}: </span>
            {settings.email}
          </a>
        </p>
      ) : null}
      {settings.whatsapp_number ? (
        <p className="flex gap-3">
          <WhatsAppIcon className="mt-0.5 size-4 shrink-0 text-emerald-400" />
          <a
            href={whatsappUrl(settings.whatsapp_number, copy.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-white hover:underline"
          >
            {copy.whatsapp}
          </a>
        </p>
      ) : null}
    </address>
  );
}
