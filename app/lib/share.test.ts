import { describe, expect, it } from 'vitest';
import { SHARE_WINDOW_FEATURES, shareEmailUrl, shareText, shareUrls, TWITTER_HASHTAGS } from './share.ts';

const target = {
  url: 'https://shop.example/product/asus-vivobook-15-7',
  name: 'ASUS Vivobook 15 & Co',
  priceText: '৳67,500',
  image: 'https://shop.example/media/a.webp',
};

const params = (url: string) => new URL(url).searchParams;

describe('share links', () => {
  it('says "Check out this amazing product" with the name and the price', () => {
    expect(shareText(target)).toBe('Check out this amazing product: ASUS Vivobook 15 & Co - Price: ৳67,500');
  });

  it('builds every network link with the product URL, encoded', () => {
    const urls = shareUrls(target);
    expect(params(urls.facebook).get('u')).toBe(target.url);
    expect(urls.facebook.startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
    expect(params(urls.twitter).get('url')).toBe(target.url);
    expect(params(urls.twitter).get('text')).toBe(shareText(target));
    expect(params(urls.twitter).get('hashtags')).toBe(TWITTER_HASHTAGS.join(','));
    expect(params(urls.linkedin).get('url')).toBe(target.url);
    expect(params(urls.whatsapp).get('text')).toBe(`${shareText(target)} ${target.url}`);
    expect(params(urls.pinterest).get('media')).toBe(target.image);
    expect(params(urls.pinterest).get('description')).toBe(shareText(target));
    expect(params(urls.telegram).get('url')).toBe(target.url);
    // "&" in the name must not split the query.
    expect(urls.telegram).toContain('%26');
  });

  it('writes spaces as %20 in the email link, which mail clients read literally', () => {
    const mail = shareEmailUrl(target);
    expect(mail.startsWith('mailto:?subject=ASUS%20Vivobook')).toBe(true);
    expect(mail).not.toContain('+');
    expect(decodeURIComponent(mail.split('body=')[1] ?? '')).toBe(`${shareText(target)}\n${target.url}`);
  });

  it('opens windows at 550x450', () => {
    expect(SHARE_WINDOW_FEATURES).toContain('width=550,height=450');
  });
});
