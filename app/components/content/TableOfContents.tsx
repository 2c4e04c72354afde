import { Link } from 'react-router';
import { pagesStrings } from '#app/strings/pages.ts';
import type { InfoSection } from './info-content.ts';

interface TableOfContentsProps {
  sections: Pick<InfoSection, 'id' | 'heading'>[];
  /** The page's language when not the shop's English: the heading is in it too. */
  lang?: 'bn' | undefined;
}

/** Hash links to the page's sections; the layout scrolls smoothly to the heading. */
export function TableOfContents({ sections, lang }: TableOfContentsProps) {
  const copy = lang ? pagesStrings.info[lang] : pagesStrings.info;
  return (
    <nav aria-labelledby="toc-heading" lang={lang} className="rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-24">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {copy.toc}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            {/* A router link, so the layout's hash handling (smooth scroll after render) applies. */}
            <Link to={`#${section.id}`} className="block rounded px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-700">
              {section.heading}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
