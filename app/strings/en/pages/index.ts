import type { InfoPageSource } from '#app/components/content/info-content.ts';
import { aboutUs } from './about-us.ts';
import { contact } from './contact.ts';
import { faqs } from './faqs.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { returnPolicy } from './return-policy.ts';
import { shippingInfo } from './shipping-info.ts';
import { terms } from './terms.ts';
import { warrantyPolicy } from './warranty-policy.ts';

/** The information and policy pages' copy, by URL path. Read on the server only, so it never ships as JavaScript.
 * Pages that quote charges or ways to pay are functions of the shop's terms (see info-content.ts). */
export const infoPages: Record<string, InfoPageSource> = {
  'privacy-policy': privacyPolicy,
  'return-policy': returnPolicy,
  'warranty-policy': warrantyPolicy,
  terms,
  contact,
  faqs,
  'shipping-info': shippingInfo,
  'about-us': aboutUs,
};
