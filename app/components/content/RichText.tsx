import { Link } from 'react-router';
import { isSafeHref } from '#domain/info-pages.ts';

// `[label](href)` or `**bold**`; everything else is plain text.
const INLINE_MARK = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

function InlineLink({ href, label }: { href: string; label: string }) {
  const className = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600';
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <Link to={href} className={className}>
        {label}
      </Link>
    );
  }
  const external = href.startsWith('http');
  return (
    <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
}

/** Renders copy with its inline links and bold marks; the copy never carries raw HTML. */
export function RichText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [whole, label, href, bold] = match;
    // A value filled in from the settings could carry a link too: one to anywhere unsafe stays text.
    if (label !== undefined && href !== undefined) parts.push(isSafeHref(href) ? <InlineLink key={match.index} href={href} label={label} /> : label);
    else
      parts.push(
        <strong key={match.index} className="font-semibold text-slate-900">
          {bold}
        </strong>,
      );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
