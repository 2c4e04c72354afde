import { Link } from 'react-router';
import type { FooterNavigation } from '#app/lib/default-navigation.ts';
import type { ShellData } from '#app/lib/shell-data.ts';
import { fill, strings } from '#app/strings/index.ts';
import { FooterContact } from './FooterContact.tsx';
import { MobileApps } from './MobileApps.tsx';
import { newTabAttributes } from './new-tab-attributes.ts';
import { NewsletterForm } from './NewsletterForm.tsx';
import { BusinessIdentifiers } from './BusinessIdentifiers.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { dhakaToday } from '#domain/dates.ts';
import { openCookieSettings } from '#app/lib/cookie-consent.ts';

const copy = strings.layout.footer;
/** With fewer footer sections than this, the Mobile Apps block fills the row. */
const MIN_SECTIONS_WITHOUT_APPS = 3;

const POLICY_LINKS = [
  { to: '/about-us', label: copy.policies.aboutUs },
  { to: '/terms', label: copy.policies.terms },
  { to: '/return-policy', label: copy.policies.returnPolicy },
  { to: '/warranty-policy', label: copy.policies.warrantyPolicy },
  { to: '/privacy-policy', label: copy.policies.privacyPolicy },
  // hrefLang: the page it opens is in Bengali, though its link reads in English.
  { to: '/terms-bn', label: copy.policies.termsBengali, hrefLang: 'bn' },
  { to: '/complaint', label: copy.policies.complaint },
];

/** The site footer: newsletter, about and contact, the navigation sections, policies, social links, copyright. */
export function Footer({ sections, settings, cookieSettings }: { sections: FooterNavigation; settings: ShellData['settings']; cookieSettings: boolean }) {
  const shopName = settings.shop_name;
  return (
    <footer className="mt-8 bg-slate-900 text-slate-300">
      <div className="bg-brand-700">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-2 md:items-center">
          <div className="text-white">
            <h2 className="text-xl font-bold">{strings.layout.newsletter.heading}</h2>
            <p className="mt-1 text-sm text-blue-100">{strings.layout.newsletter.text}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 lg:flex lg:gap-10">
        <section aria-labelledby="footer-about" className="col-span-2 sm:col-span-3 lg:w-80 lg:shrink-0">
          <h2 id="footer-about" className="text-sm font-semibold uppercase tracking-wide text-white">
            {fill(copy.aboutHeading, { shop: shopName })}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{copy.about}</p>
          <FooterContact settings={settings} />
        </section>
        {sections.map((section) => (
          <nav key={section.id} aria-labelledby={`footer-section-${section.id}`} className="min-w-0 lg:flex-1">
            <h2 id={`footer-section-${section.id}`} className="text-sm font-semibold uppercase tracking-wide text-white">
              {section.title}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {section.items.map((item) => (
                <li key={`${item.url}-${item.name}`}>
                  <Link to={item.url} {...newTabAttributes(item)} className="transition-colors hover:text-white">
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {sections.length < MIN_SECTIONS_WITHOUT_APPS ? <MobileApps /> : null}
      </div>

      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 lg:flex-row lg:items-center lg:justify-between lg:pr-20">
          <nav aria-label={copy.policiesLabel}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} hrefLang={'hrefLang' in link ? link.hrefLang : undefined} className="transition-colors hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
              {/* Only a shop with analytics asks for consent, so only it has settings to change. */}
              {cookieSettings ? (
                <li>
                  <button type="button" onClick={openCookieSettings} className="transition-colors hover:text-white">
                    {copy.cookieSettings}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
          <SocialLinks links={settings.social_links} shopName={shopName} />
        </div>
        <div className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
          <BusinessIdentifiers settings={settings} />
          <p>{fill(copy.copyright, { year: dhakaToday().slice(0, 4), shop: shopName })}</p>
        </div>
      </div>
    </footer>
  );
}
