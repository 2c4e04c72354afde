import { data, Link } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { Breadcrumbs } from '#app/components/Breadcrumbs.tsx';
import { ContactCards } from '#app/components/content/ContactCards.tsx';
import { contactValues } from '#app/lib/contact-links.ts';
import { faqJsonLd } from '#app/components/content/faq-json-ld.ts';
import { infoPageContent } from '#app/components/content/info-content.ts';
import { InfoBlockView } from '#app/components/content/InfoBlocks.tsx';
import { TableOfContents } from '#app/components/content/TableOfContents.tsx';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { DEFAULT_SETTINGS } from '#app/lib/shell-data.ts';
import { fill, strings } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import { infoPageFill } from '#app/lib/info-page-fill.ts';
import { INFO_PAGE_LANGUAGE, INFO_PAGE_TRANSLATION, isInfoPageSlug } from '#domain/info-pages.ts';
import { formatDate, formatDateBengali } from '#domain/dates.ts';
import type { Route } from './+types/info-page';

/** Short pages read fine without a table of contents. */
const TOC_MIN_SECTIONS = 5;

export async function loader({ context, url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  const { navigation, orders, infoPages } = context.get(servicesContext);
  const slug = isInfoPageSlug(path) ? path : null;
  const copy = slug ? await infoPages.published(slug) : null;
  if (!slug || !copy) throw data(null, { status: 404 });
  const settings = await navigation.settings().catch(() => DEFAULT_SETTINGS);
  return {
    path: `/${path}`,
    lang: INFO_PAGE_LANGUAGE[slug] ?? null,
    translation: INFO_PAGE_TRANSLATION[slug] ?? null,
    // The same terms checkout offers: the page quotes its charges and ways to pay, never its own.
    page: infoPageContent(copy, infoPageFill(settings, await orders.terms())),
    contact: path === 'contact' ? contactValues(settings, fill(pagesStrings.chat.greeting, { shopName: settings.shop_name })) : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { page, path } = loaderData;
  const shell = shellFromMatches(matches);
  const shopName = shell?.settings.shop_name ?? strings.common.shopName;
  const crumbs = [
    { name: strings.common.home, path: '/' },
    { name: page.title, path },
  ];
  const jsonLd: object[] = [breadcrumbJsonLd(shell?.origin ?? '', crumbs)];
  if (path === '/faqs') jsonLd.push(faqJsonLd(page));
  return pageMeta({ title: fill(pagesStrings.info.titleSuffix, { title: page.title, shopName }), description: page.description, path, jsonLd }, matches);
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page, path, contact, lang, translation } = loaderData;
  const showToc = page.sections.length >= TOC_MIN_SECTIONS;
  return (
    <main className="mx-auto max-w-7xl px-4 pb-16 pt-6">
      <Breadcrumbs
        crumbs={[
          { name: strings.common.home, path: '/' },
          { name: page.title, path, lang: lang ?? undefined },
        ]}
      />
      <header className="mt-4 max-w-3xl">
        <h1 lang={lang ?? undefined} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {page.title}
        </h1>
        <p lang={lang ?? undefined} className="mt-3 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
          {page.description}
        </p>
        {translation ? (
          <p className="mt-2 text-sm">
            <Link to={`/${translation.slug}`} lang={translation.lang} hrefLang={translation.lang} className="font-medium text-brand-700 underline">
              {translation.label}
            </Link>
          </p>
        ) : null}
        <p lang={lang ?? undefined} className="mt-2 text-sm text-slate-600">
          <time dateTime={page.lastUpdated}>
            {lang === 'bn'
              ? fill(pagesStrings.info.bn.lastUpdated, { date: formatDateBengali(page.lastUpdated) })
              : fill(pagesStrings.info.lastUpdated, { date: formatDate(page.lastUpdated) })}
          </time>
        </p>
      </header>
      {contact ? (
        <div className="mt-8">
          <ContactCards contact={contact} />
        </div>
      ) : null}
      {/* One shrinkable column on phones: an `auto` track would grow to a wide table's width and push the page sideways. */}
      <div
        lang={lang ?? undefined}
        data-testid="info-page-content"
        className={`mt-8 ${showToc ? 'grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]' : ''}`}
      >
        {showToc ? (
          <aside>
            <TableOfContents sections={page.sections} lang={lang ?? undefined} />
          </aside>
        ) : null}
        <article className="min-w-0 max-w-3xl space-y-10">
          {page.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 space-y-4">
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are fixed content, never reordered, and have no ids.
                <InfoBlockView key={index} block={block} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}
