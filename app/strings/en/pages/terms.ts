import type { InfoPageContent } from '#app/components/content/info-content.ts';
import type { ShopTerms } from '#domain/shop-terms.ts';
import { ONLINE_PAYMENT } from '../shop-terms.ts';

export const terms = ({ cashOnDelivery, onlineGateway }: ShopTerms): InfoPageContent => ({
  title: 'Terms & Conditions',
  description: 'The terms that apply when you browse and buy from {shopName}: orders, prices, payment, delivery, returns and warranty, and your account.',
  lastUpdated: '2026-11-26',
  sections: [
    {
      id: 'agreement',
      heading: 'About these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms apply to everyone who uses the {shopName} website or buys from us. By placing an order you agree to them, together with our [Privacy Policy](/privacy-policy), [Return Policy](/return-policy) and [Warranty Policy](/warranty-policy).',
        },
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can shop as a guest or create an account. Please give accurate details and keep your password private; you are responsible for orders placed from your account. We may suspend accounts used for fraud, fake orders or abuse of our staff.',
        },
      ],
    },
    {
      id: 'prices',
      heading: 'Products and prices',
      blocks: [
        {
          kind: 'list',
          items: [
            'Prices are in Bangladeshi taka (৳) and include VAT where it applies. Delivery charges are shown at checkout.',
            'Prices and stock change often because of exchange rates and supply. The price that applies is the one shown when you place the order.',
            'Products marked “Call for Price” cannot be ordered online – call [{phone}]({phoneHref}) for the current price.',
            'We try hard to describe every product correctly, but photos may differ slightly from the actual product. Specifications come from the manufacturer.',
            'If a product is listed at an obviously wrong price, we may cancel the order and refund any payment in full.',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: 'Orders and confirmation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'After you order, we confirm by SMS or a phone call. A contract is formed when we confirm the order. We may cancel an order if the product is out of stock, the delivery address cannot be reached, or we cannot confirm it with you; any payment made is then refunded in full.',
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        {
          kind: 'list',
          items: [
            ...(cashOnDelivery ? ['**Cash on delivery** – pay the courier in cash when you receive the parcel.'] : []),
            ...(onlineGateway ? [`**Online** – ${ONLINE_PAYMENT[onlineGateway].methods}.`] : []),
          ],
        },
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We deliver across Bangladesh. Delivery times and charges are listed on our [Shipping Information](/shipping-info) page. Delivery times are estimates; delays caused by couriers, weather, strikes or public holidays are outside our control, but we will keep you informed.',
        },
      ],
    },
    {
      id: 'returns-warranty',
      heading: 'Returns and warranty',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Returns, replacements and refunds follow our [Return Policy](/return-policy). Repairs after the first 7 days follow the brand’s official warranty described in our [Warranty Policy](/warranty-policy).',
        },
      ],
    },
    {
      id: 'use-of-site',
      heading: 'Using our website',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Do not misuse the website: no automated scraping that slows it down, no attempts to break its security and no fake orders. Texts, photos and logos on the site belong to {shopName} or to the brands and may not be copied for commercial use without permission.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our responsibility for any product is limited to repairing, replacing or refunding it as described in these terms. We are not liable for indirect losses such as lost data, lost profit or business interruption. Nothing in these terms limits your rights under the Consumer Rights Protection Act, 2009 of Bangladesh.',
        },
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by the laws of Bangladesh. Disputes that we cannot settle together fall under the courts of Dhaka.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms from time to time; the version published when you order applies to that order. Questions? Email [{email}](mailto:{email}) or call [{phone}]({phoneHref}).',
        },
      ],
    },
  ],
});
