import { fill, strings } from '#app/strings/index.ts';

/** Sharing windows open at this size. */
// Not "noopener" here: with it window.open returns null, and a blocked pop-up could not be told apart.
export const SHARE_WINDOW_FEATURES = 'width=550,height=450';

/** The Twitter hashtags are fixed. */
export const TWITTER_HASHTAGS = ['Dokan', 'TechBD', 'Electronics'] as const;

export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin', 'whatsapp', 'pinterest', 'telegram'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface ShareTarget {
  /** Absolute product URL. */
  url: string;
  name: string;
  /** Already formatted: "৳67,500" or "Call for Price". */
  priceText: string;
  /** Absolute image URL. */
  image: string;
}

/** "Check out this amazing product: {name}" plus the price. */
export function shareText({ name, priceText }: Pick<ShareTarget, 'name' | 'priceText'>): string {
  return `${fill(strings.product.share.text, { name })} - ${fill(strings.product.share.priceText, { price: priceText })}`;
}

// encodeURIComponent rather than URLSearchParams: mail clients read "+" literally, not as a space.
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

export function shareUrls(target: ShareTarget): Record<ShareNetwork, string> {
  const text = shareText(target);
  const { url } = target;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`,
    twitter: `https://twitter.com/intent/tweet?${query({ url, text, hashtags: TWITTER_HASHTAGS.join(',') })}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`,
    whatsapp: `https://wa.me/?${query({ text: `${text} ${url}` })}`,
    pinterest: `https://pinterest.com/pin/create/button/?${query({ url, media: target.image, description: text })}`,
    telegram: `https://t.me/share/url?${query({ url, text })}`,
  };
}

export function shareEmailUrl(target: ShareTarget): string {
  return `mailto:?${query({ subject: target.name, body: `${shareText(target)}\n${target.url}` })}`;
}

/** Clipboard API where allowed (secure contexts), else the old hidden-textarea copy. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}
