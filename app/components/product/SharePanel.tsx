import { Check, Link as LinkIcon, Mail, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import {
  copyToClipboard,
  SHARE_NETWORKS,
  SHARE_WINDOW_FEATURES,
  type ShareNetwork,
  shareEmailUrl,
  shareText,
  type ShareTarget,
  shareUrls,
} from '#app/lib/share.ts';
import { notify } from '#app/lib/toast.ts';
import { fill, strings } from '#app/strings/index.ts';
import { Button, buttonClassName } from '#app/components/ui/Button.tsx';

/** The "Link copied!" indicator shows for 2 s. */
const COPIED_MS = 2000;

// The share links are plain links (a new tab, a mail app), so they borrow the buttons' look.
const PILL = buttonClassName({ variant: 'choice', size: 'pill', className: 'min-h-9' });

export function SharePanel({ target }: { target: ShareTarget }) {
  const copy = strings.product.share;
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  // Known only in the browser; decided after mount so server and client markup agree.
  const [canShareNatively, setCanShareNatively] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const urls = shareUrls(target);

  useEffect(() => {
    setCanShareNatively(typeof navigator.share === 'function');
    return () => clearTimeout(timer.current);
  }, []);

  const copyLink = async () => {
    if (!(await copyToClipboard(target.url))) {
      notify.error(copy.failed);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  // A blocked pop-up still leaves the shopper a way to share: the link goes to the clipboard.
  const openWindow = (network: ShareNetwork) => async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const opened = window.open(urls[network], `share-${network}`, SHARE_WINDOW_FEATURES);
    if (opened) {
      opened.opener = null;
      return;
    }
    if (await copyToClipboard(target.url)) notify.error(copy.windowBlockedCopied);
    else notify.error(fill(copy.windowBlockedManual, { url: target.url }));
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: target.name, text: shareText(target), url: target.url });
    } catch (error) {
      // The shopper closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) notify.error(copy.failed);
    }
  };

  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-4">
      <p id={headingId} className="mb-2 text-sm font-semibold text-slate-800">
        {copy.title}
      </p>
      <ul className="flex flex-wrap gap-2">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={urls[network]}
              target="_blank"
              rel="noopener noreferrer"
              onClick={openWindow(network)}
              aria-label={fill(copy.shareOn, { network: copy.networks[network] })}
              className={PILL}
            >
              {copy.networks[network]}
            </a>
          </li>
        ))}
        <li>
          <a href={shareEmailUrl(target)} aria-label={copy.byEmail} className={PILL}>
            <Mail aria-hidden="true" className="size-4" />
          </a>
        </li>
        <li>
          <Button variant="choice" size="pill" onClick={() => void copyLink()} className="min-h-9">
            {copied ? <Check aria-hidden="true" className="size-4 text-emerald-700" /> : <LinkIcon aria-hidden="true" className="size-4" />}
            {copy.copyLink}
          </Button>
        </li>
        {canShareNatively ? (
          <li>
            <Button variant="choice" size="pill" onClick={() => void shareNatively()} className="min-h-9">
              <Share2 aria-hidden="true" className="size-4" />
              {copy.nativeShare}
            </Button>
          </li>
        ) : null}
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-emerald-800">
        {copied ? copy.linkCopied : ''}
      </p>
    </section>
  );
}
