import { Link } from 'react-router';
import { fill, strings } from '#app/strings/index.ts';

/** The shop's word mark; a text logo keeps the header free of an extra image request. */
export function Logo({ shopName, className = '' }: { shopName: string; className?: string }) {
  return (
    <Link
      to="/"
      aria-label={fill(strings.layout.logoLabel, { shop: shopName })}
      className={`shrink-0 text-2xl font-extrabold tracking-tight text-brand-700 ${className}`}
    >
      {shopName}
      {/* The word mark's dot is drawn, not a full stop: as text it is measured as text against WCAG
          contrast (HTML_CodeSniffer), though it only decorates the name screen readers already get. */}
      <span aria-hidden="true" className="ml-0.5 inline-block size-1.5 rounded-full bg-accent-500" />
    </Link>
  );
}
