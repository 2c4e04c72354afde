import { contactValues } from '#app/lib/contact-links.ts';
import type { ShellData } from '#app/lib/shell-data.ts';
import { fill } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import { cityDays, deliveryDays, elsewhereDays, ONLINE_PAYMENT, OUTSIDE_CITY, paymentMethodsText, ZONE_NAMES } from '#app/strings/en/shop-terms.ts';
import { chargeRange, chargeText, DELIVERY_ZONES } from '#domain/delivery.ts';
import type { InfoPageFill } from '#domain/info-pages.ts';
import type { ShopTerms } from '#domain/shop-terms.ts';

/**
 * What a page's `{{values}}` and `{{if …}}` stand for: the shop's settings and the terms checkout
 * offers, so a page says only what checkout does and follows every saved change of them.
 */
export function infoPageFill(settings: ShellData['settings'], terms: ShopTerms): InfoPageFill {
  const contact = contactValues(settings, fill(pagesStrings.chat.greeting, { shopName: settings.shop_name }));
  const { charges, cashOnDelivery, onlineGateway } = terms;
  const online = onlineGateway ? ONLINE_PAYMENT[onlineGateway] : null;
  return {
    values: {
      shop_name: contact.shopName,
      shop_phone: contact.phone,
      shop_phone_href: contact.phoneHref,
      shop_email: contact.email,
      shop_address: contact.address,
      shop_whatsapp: contact.whatsapp,
      shop_whatsapp_href: contact.whatsappHref,
      shop_map_href: contact.mapHref,
      delivery_charge_inside_dhaka: chargeText(charges.inside_dhaka_city),
      delivery_charge_suburbs: chargeText(charges.dhaka_suburbs),
      delivery_charge_rest: chargeText(charges.rest_of_bangladesh),
      delivery_charge_outside_dhaka: chargeRange(charges, OUTSIDE_CITY),
      delivery_days_inside_dhaka: cityDays(),
      delivery_days_outside_dhaka: elsewhereDays(),
      payment_methods: paymentMethodsText(terms),
      online_payment_methods: online?.methods ?? '',
      online_payment_short: online?.short ?? '',
      online_payment_refund: online?.refund ?? '',
    },
    conditions: {
      cash_on_delivery: cashOnDelivery,
      online_payment: onlineGateway !== null,
      sslcommerz: onlineGateway === 'sslcommerz',
      online_only: onlineGateway !== null && !cashOnDelivery,
      cash_and_online: onlineGateway !== null && cashOnDelivery,
    },
    deliveryTable: {
      kind: 'table',
      caption: 'Delivery areas, times and charges',
      head: ['Area', 'Delivery time', 'Charge'],
      rows: DELIVERY_ZONES.map((zone) => [ZONE_NAMES[zone], `${deliveryDays([zone])} working days`, chargeText(charges[zone])]),
    },
  };
}
