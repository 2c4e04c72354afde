import { describe, expect, it } from 'vitest';
import { demoBanners, demoCategoryBanners } from './storefront-content.ts';

describe('the demo banners', () => {
  it('promise no free delivery, instalments or way to pay, which they could not keep in step with checkout', () => {
    for (const banner of [...demoBanners, ...demoCategoryBanners]) {
      expect(`${banner.title} ${banner.subtitle}`).not.toMatch(/free delivery|free shipping|৳|\bEMI\b|bKash|Nagad|card payment|cash on delivery/i);
    }
  });
});
