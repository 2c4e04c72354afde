import { CircleUserRound } from 'lucide-react';
import { Link } from 'react-router';
import { strings } from '#app/strings/index.ts';

const copy = strings.layout.header;

/** What the header knows about a signed-in shopper. Sign-in arrives in a later issue. */
export interface HeaderUser {
  fullName: string | null;
}

/**
 * The account corner of the header: Login / Registration for guests (spec 2); for a signed-in
 * shopper a link to their profile with their name, or "My Account" when it is missing.
 */
export function AccountLinks({ user }: { user: HeaderUser | null }) {
  return (
    <div className="flex items-center gap-2">
      <CircleUserRound aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
      {user ? (
        <Link to="/dashboard/profile" className="max-w-32 truncate text-sm font-semibold text-slate-800 hover:text-brand-700">
          {user.fullName ?? copy.myAccount}
        </Link>
      ) : (
        <div className="flex flex-col text-xs leading-tight">
          <span className="text-slate-600">{copy.account}</span>
          <span className="text-sm font-semibold text-slate-800">
            <Link to="/login" className="hover:text-brand-700">
              {copy.login}
            </Link>
            <span className="font-normal text-slate-600"> {copy.or} </span>
            <Link to="/register" className="hover:text-brand-700">
              {copy.register}
            </Link>
          </span>
        </div>
      )}
    </div>
  );
}
