import { BUSINESS_IDENTIFIERS } from '#domain/shop-settings.ts';
import type { ShellData } from '#app/lib/shell-data.ts';
import { strings } from '#app/strings/index.ts';

const copy = strings.layout.footer;

/** Trade licence, DBID and BIN as the settings give them; one not set is left out, not shown empty. */
export function BusinessIdentifiers({ settings }: { settings: ShellData['settings'] }) {
  const shown = BUSINESS_IDENTIFIERS.flatMap((name) => {
    const value = settings[name];
    return value ? [{ name, value }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <dl aria-label={copy.identifiersLabel} className="mb-2 flex flex-wrap justify-center gap-x-4 gap-y-1">
      {shown.map(({ name, value }) => (
        <div key={name} className="flex gap-1">
          <dt>{copy.identifiers[name]}:</dt>
          <dd className="text-slate-300">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
