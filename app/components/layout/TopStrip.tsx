import { Heart, Phone, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { telHref } from '#app/lib/contact-links.ts';
import { fill, strings } from '#app/strings/index.ts';
import { useWishlistCount } from './use-guest-counts.ts';

const copy = strings.layout.topStrip;

/** The thin desktop strip above the header: welcome line, Track Order, phone and wishlist. */
export function TopStrip({ shopName, phone }: { shopName: string; phone: string }) {
  const wishlistCount = useWishlistCount();
  return (
    <div className="hidden bg-slate-900 text-xs text-slate-200 md:block">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-4">
        <p>{fill(copy.welcome, { shop: shopName })}</p>
        <ul className="flex items-center divide-x divide-slate-700">
          <li className="px-3">
            <Link to="/track-order" className="flex items-center gap-1.5 hover:text-white">
              <Truck aria-hidden="true" className="size-3.5" />
              {copy.trackOrder}
            </Link>
          </li>
          {phone ? (
            <li className="px-3">
              <a href={telHref(phone)} className="flex items-center gap-1.5 hover:text-white">
                <Phone aria-hidden="true" className="size-3.5" />
                {fill(copy.callUs, { phone })}
              </a>
            </li>
          ) : null}
          <li className="pl-3">
            <Link to="/wishlist" className="flex items-center gap-1.5 hover:text-white">
              <Heart aria-hidden="true" className="size-3.5" />
              {fill(copy.wishlist, { count: wishlistCount })}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
