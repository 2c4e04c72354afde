import { badgeText } from './badge-count.ts';

/**
 * The small number on the cart and wishlist icons. Hidden from screen readers: the link's own
 * label already says the count in words.
 */
export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span
      aria-hidden="true"
      className={`absolute -right-2 -top-1.5 min-w-5 rounded-full bg-accent-500 px-1 text-center text-[11px] font-bold leading-5 text-white ring-2 ring-white ${className}`}
    >
      {text}
    </span>
  );
}
