import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import { Breadcrumbs } from '#app/components/Breadcrumbs.tsx';
import { contactValues } from '#app/lib/contact-links.ts';
import { RichText } from '#app/components/content/RichText.tsx';
import { track } from '#app/lib/analytics.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { DEFAULT_SETTINGS, type ShellData } from '#app/lib/shell-data.ts';
import { fill, strings } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import type { Route } from './+types/chat';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  const copy = pagesStrings.chat;
  return pageMeta({ title: fill(copy.metaTitle, { shopName }), description: fill(copy.description, { shopName }), path: '/chat' }, matches);
}

export default function ChatPage() {
  const copy = pagesStrings.chat;
  const settings = useRouteLoaderData<ShellData>('root')?.settings ?? DEFAULT_SETTINGS;
  const contact = contactValues(settings, fill(copy.greeting, { shopName: settings.shop_name }));

  return (
    <main className="mx-auto max-w-4xl px-4 pb-16 pt-6">
      <Breadcrumbs
        crumbs={[
          { name: strings.common.home, path: '/' },
          { name: copy.title, path: '/chat' },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 max-w-2xl text-base leading-7 text-slate-700 sm:text-lg">{copy.lead}</p>

      {settings.whatsapp_number ? (
        <section
          aria-labelledby="chat-whatsapp"
          className="mt-8 flex flex-col gap-5 rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200 sm:flex-row sm:items-center sm:p-8"
        >
          <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-emerald-700 text-white">
            <MessageCircle className="size-7" />
          </span>
          <div className="flex-1">
            <h2 id="chat-whatsapp" className="text-xl font-semibold text-slate-900">
              {copy.whatsappHeading}
            </h2>
            <p className="mt-1 leading-7 text-slate-700">{copy.whatsappBody}</p>
            <p className="mt-1 text-sm font-medium text-slate-800">{contact.whatsapp}</p>
          </div>
          <a
            href={contact.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track({ name: 'lead', source: 'chat_page_whatsapp' })}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-emerald-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-emerald-800"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {copy.whatsappAction}
          </a>
        </section>
      ) : null}

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {settings.phone ? (
          <section aria-labelledby="chat-phone" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Phone aria-hidden="true" className="size-6 text-brand-700" />
            <h2 id="chat-phone" className="mt-3 font-semibold text-slate-900">
              {copy.phoneHeading}
            </h2>
            <p className="mt-1 text-sm leading-6 text-slate-700">{copy.phoneBody}</p>
            <a href={contact.phoneHref} className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
              {contact.phone}
            </a>
          </section>
        ) : null}
        {settings.email ? (
          <section aria-labelledby="chat-email" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Mail aria-hidden="true" className="size-6 text-brand-700" />
            <h2 id="chat-email" className="mt-3 font-semibold text-slate-900">
              {copy.emailHeading}
            </h2>
            <p className="mt-1 text-sm leading-6 text-slate-700">{copy.emailBody}</p>
            <a href={`mailto:${contact.email}`} className="mt-2 inline-block break-all font-semibold text-brand-700 hover:underline">
              {contact.email}
            </a>
          </section>
        ) : null}
      </div>

      <p className="mt-6 flex items-start gap-3 rounded-xl bg-white p-4 text-sm leading-6 text-slate-700 ring-1 ring-slate-200">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {copy.hours}
      </p>

      <section aria-labelledby="chat-tips" className="mt-10">
        <h2 id="chat-tips" className="text-xl font-semibold text-slate-900">
          {copy.tipsHeading}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-slate-700 marker:text-brand-700">
          {copy.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="mt-4 leading-7 text-slate-700">
          <RichText text={copy.moreHelp} />
        </p>
      </section>
    </main>
  );
}
