import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { pagesStrings } from '#app/strings/pages.ts';
import type { ContactValues } from '#app/lib/contact-links.ts';

function Card({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 space-y-1 text-sm leading-6 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline break-words';

/** The shop's phone, WhatsApp, email, showroom address and opening hours, each one tap away. */
export function ContactCards({ contact }: { contact: ContactValues }) {
  const copy = pagesStrings.contact;
  return (
    <section aria-labelledby="contact-cards">
      <h2 id="contact-cards" className="sr-only">
        {copy.cardsHeading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {contact.phone ? (
          <Card icon={<Phone className="size-5" />} title={copy.phone}>
            <a href={contact.phoneHref} className={linkClass}>
              {contact.phone}
            </a>
          </Card>
        ) : null}
        {contact.whatsapp ? (
          <Card icon={<MessageCircle className="size-5" />} title={copy.whatsapp}>
            <p>{contact.whatsapp}</p>
            <a href={contact.whatsappHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {copy.whatsappAction}
            </a>
          </Card>
        ) : null}
        {contact.email ? (
          <Card icon={<Mail className="size-5" />} title={copy.email}>
            <a href={`mailto:${contact.email}`} className={linkClass}>
              {contact.email}
            </a>
          </Card>
        ) : null}
        {contact.address ? (
          <Card icon={<MapPin className="size-5" />} title={copy.address}>
            <address className="not-italic">{contact.address}</address>
            <a href={contact.mapHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {copy.mapLink}
            </a>
          </Card>
        ) : null}
        <Card icon={<Clock className="size-5" />} title={copy.hours}>
          <p>{copy.hoursValue}</p>
          <p className="text-slate-600">{copy.hoursNote}</p>
        </Card>
      </ul>
    </section>
  );
}
