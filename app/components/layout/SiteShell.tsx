import type { ShellData } from '#app/lib/shell-data.ts';

/** The frame around every page: header, main area, footer, bottom navigation, chat button. */
export function SiteShell({ shell, children }: { shell: ShellData | undefined; children: React.ReactNode }) {
  return (
    <>
      <header className="bg-brand-700 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
          <a href="/" className="text-2xl font-bold tracking-tight">
            {shell?.settings.shop_name ?? 'Dokan'}
          </a>
        </div>
      </header>
      {children}
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-500">{shell?.settings.address}</footer>
    </>
  );
}
