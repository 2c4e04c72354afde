import { Apple, Play } from 'lucide-react';
import { strings } from '#app/strings/index.ts';

const copy = strings.layout.footer;

/** App store badges, shown when the footer has room (fewer than 3 sections). */
export function MobileApps() {
  const badges = [
    { ...copy.googlePlay, icon: Play },
    { ...copy.appStore, icon: Apple },
  ];
  return (
    <section aria-labelledby="footer-mobile-apps" className="col-span-2 min-w-0 lg:flex-1">
      <h2 id="footer-mobile-apps" className="text-sm font-semibold uppercase tracking-wide text-white">
        {copy.mobileApps}
      </h2>
      <p className="mt-3 text-sm text-slate-300">{copy.mobileAppsText}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {badges.map(({ small, big, icon: Icon }) => (
          <li key={big} className="flex items-center gap-2 rounded-lg border border-slate-600 bg-black px-3 py-1.5 text-white">
            <Icon aria-hidden="true" className="size-6" />
            <span className="flex flex-col leading-tight">
              <span className="text-[10px] text-slate-300">{small}</span>
              <span className="text-sm font-semibold">{big}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
