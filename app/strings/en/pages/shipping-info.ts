import type { InfoPageContent } from '#app/components/content/info-content.ts';
import { chargeRange, chargeText, DELIVERY_ZONES } from '#domain/delivery.ts';
import type { ShopTerms } from '#domain/shop-terms.ts';
import { cityDays, deliveryDays, elsewhereDays, OUTSIDE_CITY, paymentMethodsText, ZONE_NAMES } from '../shop-terms.ts';

export const shippingInfo = ({ charges, cashOnDelivery, onlineGateway }: ShopTerms): InfoPageContent => ({
  title: 'Shipping Information',
  description: `Delivery across Bangladesh: ${cityDays()} working days inside Dhaka city for ${chargeText(charges.inside_dhaka_city)}, ${elsewhereDays()} working days elsewhere for ${chargeRange(charges, OUTSIDE_CITY)}${cashOnDelivery ? ', with cash on delivery everywhere' : ''}.`,
  lastUpdated: '2026-11-26',
  sections: [
    {
      id: 'charges',
      heading: 'Delivery times and charges',
      blocks: [
        {
          kind: 'table',
          caption: 'Delivery areas, times and charges',
          head: ['Area', 'Delivery time', 'Charge'],
          rows: DELIVERY_ZONES.map((zone) => [ZONE_NAMES[zone], `${deliveryDays([zone])} working days`, chargeText(charges[zone])]),
        },
        {
          kind: 'paragraph',
          text: 'The charge depends only on where we deliver, not on the size or weight of your order. Checkout works it out from your district and area and shows it before you place the order; that is the charge you pay.',
        },
      ],
    },
    {
      id: 'processing',
      heading: 'When your order ships',
      blocks: [
        {
          kind: 'list',
          items: [
            'Orders confirmed before 5pm are usually packed and handed to the courier the same day.',
            'Orders after 5pm, and on Fridays and public holidays, ship the next working day.',
            ...(cashOnDelivery ? ['Cash on delivery orders are shipped after we confirm them with you by phone or SMS.'] : []),
          ],
        },
      ],
    },
    {
      id: 'couriers',
      heading: 'Couriers we use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Inside Dhaka our own delivery team and trusted partners bring your parcel to your door. Outside Dhaka we ship with established couriers such as Pathao, RedX, Steadfast and Sundarban Courier Service. For some remote areas you may need to collect the parcel from the courier’s nearest office; we will tell you in advance.',
        },
      ],
    },
    {
      id: 'cash-on-delivery',
      heading: 'Paying for your order',
      blocks: [
        {
          kind: 'paragraph',
          text: paymentMethodsText({ cashOnDelivery, onlineGateway }),
        },
      ],
    },
    {
      id: 'tracking',
      heading: 'Tracking your order',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We send an SMS when your order ships. You can follow it on the [Track Order](/track-order) page, or call [{phone}]({phoneHref}) with your order number.',
        },
      ],
    },
    {
      id: 'receiving',
      heading: 'Receiving your parcel',
      blocks: [
        {
          kind: 'list',
          items: [
            'Please check that the box is sealed and undamaged before you accept it.',
            'You may open the parcel and check the product in front of the delivery person.',
            'If anything is wrong, refuse the parcel or contact us within 24 hours – see our [Return Policy](/return-policy).',
            'Keep the box and invoice: you need them for returns and warranty claims.',
          ],
        },
      ],
    },
  ],
});
