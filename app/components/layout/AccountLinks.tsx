import { CircleUserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { strings } from '#app/strings/index.ts';

const copy = strings.layout.header;

// Only signed-in shoppers see the menu, so guests never download the dropdown library behind it.
const AccountMenu = lazy(() => import('#app/components/account/AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })));

/** What the header knows about a signed-in shopper. */
export interface HeaderUser {
  fullName: string | null;
  /** Their uploaded picture, shown in place of the profile icon. */
  profileImage?: string | null;
}

/** The profile icon (signed-in only): their picture when they have one, else the generic icon. */
function ProfileIconLink({ user, className = '' }: { user: HeaderUser; className?: string }) {
  return (
    <Link
      to="/dashboard/profile"
      aria-label={copy.myProfile}
      title={copy.myProfile}
      className={`grid size-10 shrink-0 place-items-center overflow-hidden rounded-full text-brand-700 transition-colors hover:bg-brand-50 ${className}`}
    >
      {user.profileImage ? (
        <img src={user.profileImage} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
      ) : (
        <CircleUserRound aria-hidden="true" className="size-7" />
      )}
    </Link>
  );
}

/**
 * The account corner of the header: Login / Registration for guests; for a signed-in
 * shopper the profile icon and the account menu under their name, or "My Account" when it is missing.
 * On phones only the signed-in menu shows (as an icon); guests reach /login from the bottom bar.
 */
export function AccountLinks({ user }: { user: HeaderUser | null }) {
  if (user) {
    return (
      <div className="flex items-center gap-1">
        <ProfileIconLink user={user} className="hidden md:grid" />
        <Suspense
          fallback={<span className="hidden max-w-40 truncate px-1 text-sm font-semibold text-slate-800 md:inline">{user.fullName || copy.myAccount}</span>}
        >
          <AccountMenu name={user.fullName || copy.myAccount} profileImage={user.profileImage} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <CircleUserRound aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
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
    </div>
  );
}
