import { Link } from 'react-router';
import { fill, strings } from '#app/strings/index.ts';

/** The shop's word mark; a text logo keeps the header free of an extra image request. */
export function Logo({ shopName, className = '' }: { shopName: string; className?: string }) {
  return (
    <Link to="/" aria-label={fill(strings.layout.logoLabel, { shop: shopName })} className={`shrink-0 text-2xl font-extrabold tracking-tight text-brand-700 ${className}`}>
      {shopName}
      <span className="text-accent-500" aria-hidden="true">
        .
      </span>
    </Link>
  );
}
