import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/*
 * The shop's one button. Every look lives in the two maps below, so a change of brand colour or
 * focus ring is made once; the back office builds from the same maps. A plain map instead of
 * class-variance-authority: a handful of variants and sizes need no dependency.
 */
const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-600',
  secondary: 'border border-slate-300 bg-white text-brand-700 hover:bg-brand-50',
  /** The page's second call to action beside a primary one (Add to Cart next to Buy Now): a thick brand outline. */
  outline: 'border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  /** One of a set of choices (a variant's value): filled in brand once `aria-pressed`; struck through when unavailable. */
  choice:
    'border border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white',
  /** An action already taken whose label says so ("Remove from wishlist"): outlined in brand; before it is taken, `choice`. */
  picked: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  /** Outlined in grey: a control that is not the page's call to action (filters, third-party sign-in). */
  neutral: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  /** Icon-only chrome such as a panel's close ×. */
  quiet: 'text-slate-700 hover:bg-slate-100',
  /** On a dark or coloured band (a chat header, an image viewer). */
  inverse: 'text-white hover:bg-white/15',
  /** A segment of a toggle on a coloured band (the newsletter's subscribe / unsubscribe): white once pressed. */
  'inverse-toggle': 'text-white hover:bg-white/15 aria-pressed:bg-white aria-pressed:text-brand-700',
  /** Floats over a dark photo viewer: a dark disc so it shows on any picture. */
  'over-dark': 'bg-slate-900/80 text-white hover:bg-slate-700',
  /** Floats over a product photo on white: a light disc with a shadow. */
  'over-photo': 'bg-white/90 text-slate-800 shadow-sm hover:bg-white hover:text-brand-700',
  /** An on/off icon over a product photo (wishlist, cart on a card): filled in brand once `aria-pressed`. */
  'over-photo-toggle':
    'border border-slate-200 bg-white text-slate-700 shadow-sm hover:text-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white',
  /** A shortcut pill, such as a suggested category. */
  soft: 'bg-brand-50 text-brand-700 hover:bg-brand-700 hover:text-white',
  /** On the brand-coloured newsletter band, where brand blue would not stand out. */
  accent: 'bg-accent-500 text-slate-950 hover:bg-orange-400',
  /** Opens WhatsApp: its own green, so shoppers recognise where it leads. */
  whatsapp: 'bg-emerald-700 text-white hover:bg-emerald-800',
  /** Takes something off a list (cart, wishlist, compare): quiet until pointed at, then red. */
  remove: 'border border-slate-300 bg-white text-slate-700 hover:border-rose-700 hover:text-rose-700',
  danger: 'border border-rose-700 text-rose-700 hover:bg-rose-50',
  /** Says a thing went well or lets it (the test gateway's "pay"): green, as shoppers read success. */
  positive: 'bg-emerald-700 text-white hover:bg-emerald-800',
  /** An action inside a sentence or message ("Retry", "Set to 3"): looks like a link, with `size="inline"`. */
  link: 'text-brand-700 underline underline-offset-2 hover:text-brand-600',
} as const;

/** Unavailable (sold out, nothing to mark): greyed so it does not read as a call to action. */
const unavailable = {
  primary: 'disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700',
  secondary: 'disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-600',
  outline: 'disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-700 disabled:hover:bg-white',
  choice: 'disabled:cursor-not-allowed disabled:border-dashed disabled:text-slate-500 disabled:line-through disabled:hover:border-slate-300',
  picked: 'disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-600',
  neutral: 'disabled:cursor-not-allowed disabled:text-slate-600 disabled:hover:bg-white',
  ghost: 'disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent',
  quiet: 'disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
  inverse: 'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent',
  'inverse-toggle': 'disabled:cursor-not-allowed disabled:opacity-60',
  'over-dark': 'disabled:cursor-not-allowed disabled:opacity-60',
  'over-photo': 'disabled:cursor-not-allowed disabled:text-slate-400',
  'over-photo-toggle': 'disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:text-slate-400',
  soft: 'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
  accent: 'disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700',
  whatsapp: 'disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700',
  remove: 'disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:border-slate-300',
  danger: 'disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-600',
  positive: 'disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700',
  link: 'disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline',
} as const;

/** Busy (its request is on the way): keeps its colour, dimmed, so the shopper sees the same button working. */
const busy = 'disabled:cursor-wait disabled:opacity-80';

// Sizes set padding and type only, so a caller's min-h-* or h-* adds to them without a clash.
const sizes = {
  sm: 'rounded-md px-3 py-2 text-sm',
  md: 'rounded-md px-4 py-2 text-sm',
  lg: 'rounded-md px-5 py-2.5 text-base',
  /** As tall and round as the form's inputs, beside one of them (a one-field form). */
  tall: 'h-12 rounded-lg px-6 text-base',
  /** The full-width call to action of a form or summary card, as tall and round as the form's inputs. */
  block: 'h-12 w-full rounded-lg px-5 text-base',
  pill: 'rounded-full px-3 py-1.5 text-sm',
  /** A square icon button with a label for assistive technology (aria-label); a 40 px target. */
  icon: 'size-10 shrink-0 rounded-md',
  /** A round icon button inside a dense row or panel header. */
  'icon-sm': 'size-8 shrink-0 rounded-full',
  /** A round icon button with a 44 px target, for a phone thumb (an image viewer's arrows and ×, the header's search). */
  'icon-round': 'size-11 shrink-0 rounded-full',
  /** A round 40 px icon button (a modal's ×, the header's search toggle). */
  'icon-round-md': 'size-10 shrink-0 rounded-full',
  /** A round 36 px icon button over a product card's photo. */
  'icon-round-sm': 'size-9 shrink-0 rounded-full',
  /** A small round arrow over a card's photo, shown on hover; the card itself is the phone's tap target. */
  'icon-round-xs': 'size-7 shrink-0 rounded-full',
  /** A square segment of a bordered group, such as a quantity stepper's − and +; the group rounds its ends. */
  joined: 'size-10 shrink-0',
  /** Joined to the end of a text input, as tall as the input (search's submit, show password). */
  addon: 'shrink-0 self-stretch px-3',
  /** No box of its own: sits in a line of text. */
  inline: 'rounded-sm',
  /** A segment of a pill-shaped toggle group. */
  segment: 'rounded-full px-4 py-1.5 text-sm',
} as const;

type ButtonVariant = keyof typeof variants;
type ButtonSize = keyof typeof sizes;

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Style the disabled state as busy rather than unavailable. */
  busyLook?: boolean;
}

/** The classes of a button look, for the few controls that cannot be a Button (a styled <summary> or <label>). */
export function buttonClassName({ variant = 'primary', size = 'md', className = '', busyLook = false }: LookProps = {}): string {
  const disabledLook = busyLook ? busy : unavailable[variant];
  return `inline-flex items-center justify-center gap-2 text-center font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ${variants[variant]} ${disabledLook} ${sizes[size]} ${className}`.trim();
}

type ButtonProps = Omit<LookProps, 'busyLook'> &
  Omit<ComponentPropsWithRef<'button'>, 'className'> & {
    /** Busy: disabled, announced as such, with a spinner before the label. */
    loading?: boolean;
  };

function BusySpinner() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />;
}

export function Button({ variant, size, className, loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-disabled={loading || undefined}
      className={buttonClassName({ variant, size, className, busyLook: loading })}
      {...rest}
    >
      {loading ? <BusySpinner /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = Omit<LookProps, 'busyLook'> & Omit<LinkProps, 'className'> & { children: ReactNode };

/** A link that looks like a button: navigation stays a link for assistive technology and middle-click. */
export function ButtonLink({ variant, size, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, className })} {...rest}>
      {children}
    </Link>
  );
}
