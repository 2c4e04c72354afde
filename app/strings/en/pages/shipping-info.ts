import type { InfoPageContent } from '#app/components/content/info-content.ts';

export const shippingInfo: InfoPageContent = {
  title: 'Shipping Information',
  description: 'Delivery across Bangladesh: 1–2 days inside Dhaka from ৳60, 3–5 days outside Dhaka by courier from ৳120, with cash on delivery everywhere.',
  lastUpdated: '2026-11-15',
  sections: [
    {
      id: 'charges',
      heading: 'Delivery times and charges',
      blocks: [
        {
          kind: 'table',
          caption: 'Delivery areas, times and charges',
          head: ['Area', 'Delivery time', 'Charge'],
          rows: [
            ['Inside Dhaka city', '1–2 working days', '৳60 (small items) – ৳80 (laptops, monitors, items over 2 kg)'],
            ['Outside Dhaka (all districts)', '3–5 working days by courier', '৳120 (small items) – ৳150 (laptops, monitors, items over 2 kg)'],
          ],
        },
        { kind: 'paragraph', text: 'The exact charge for your order is shown at checkout before you pay. Large or very heavy items such as desktop PCs, UPS units and big monitors may need a special courier; we will call you about the cost first.' },
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
            'Cash on delivery orders are shipped after we confirm them with you by phone or SMS.',
          ],
        },
      ],
    },
    {
      id: 'couriers',
      heading: 'Couriers we use',
      blocks: [
        { kind: 'paragraph', text: 'Inside Dhaka our own delivery team and trusted partners bring your parcel to your door. Outside Dhaka we ship with established couriers such as Pathao, RedX, Steadfast and Sundarban Courier Service. For some remote areas you may need to collect the parcel from the courier’s nearest office; we will tell you in advance.' },
      ],
    },
    {
      id: 'cash-on-delivery',
      heading: 'Cash on delivery',
      blocks: [
        { kind: 'paragraph', text: 'Cash on delivery is available across Bangladesh. For orders above ৳50,000 outside Dhaka, we may ask you to pay the delivery charge in advance by bKash or Nagad to confirm the order.' },
      ],
    },
    {
      id: 'tracking',
      heading: 'Tracking your order',
      blocks: [{ kind: 'paragraph', text: 'We send an SMS when your order ships. You can follow it on the [Track Order](/track-order) page, or call [{phone}]({phoneHref}) with your order number.' }],
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
};
