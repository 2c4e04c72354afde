import type { InfoPageContent } from '#app/components/content/info-content.ts';
import type { ShopTerms } from '#domain/shop-terms.ts';

export const returnPolicy = ({ onlineGateway }: ShopTerms): InfoPageContent => ({
  title: 'Return & Replacement Policy',
  description: 'Replace a faulty product within 7 days, return sealed items you changed your mind about, and get your money back once we approve the return.',
  lastUpdated: '2026-11-26',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'At a glance',
      blocks: [
        {
          kind: 'list',
          items: [
            '**7-day replacement** for products with a manufacturing defect, counted from the day you receive them.',
            '**3-day change-of-mind return** for products that are still sealed and unopened.',
            '**Wrong or damaged delivery?** Tell us within 24 hours and we fix it at our cost.',
            'After 7 days, faults are handled under the brand’s official warranty – see our [Warranty Policy](/warranty-policy).',
          ],
        },
      ],
    },
    {
      id: 'replacement',
      heading: 'Replacement for manufacturing defects',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If a product does not work properly because of a manufacturing fault within 7 days of delivery, we replace it with the same model in brand-new condition. If that model is out of stock, you may choose a similar product (paying or receiving the difference) or a full refund.',
        },
        {
          kind: 'paragraph',
          text: 'Our technicians inspect every returned product, usually within 2–3 working days, to confirm the fault. Common examples of manufacturing defects are dead pixels beyond the brand’s allowance, a laptop that does not power on, a faulty port or a phone that keeps restarting.',
        },
      ],
    },
    {
      id: 'change-of-mind',
      heading: 'Change-of-mind returns',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Changed your mind? You can return a product within 3 days of delivery if it is still in its original sealed box, has not been opened or activated, and every seal and sticker is intact. Delivery charges are not refunded, and you pay the courier charge to send it back.',
        },
      ],
    },
    {
      id: 'conditions',
      heading: 'Conditions for every return',
      blocks: [
        {
          kind: 'list',
          items: [
            'The original box, all accessories, manuals, free gifts and the invoice are returned with the product.',
            'There is no physical damage, scratch, dent, liquid damage or burn mark.',
            'Warranty stickers and serial number labels are intact and readable.',
            'The product has not been repaired or opened by anyone other than an authorised service centre.',
            'Personal accounts (Google, Apple ID, Microsoft, MI) are signed out and any screen lock is removed.',
          ],
        },
      ],
    },
    {
      id: 'not-returnable',
      heading: 'Items that cannot be returned',
      blocks: [
        {
          kind: 'list',
          items: [
            'Software, operating system licences, antivirus keys and gift cards once the key is revealed.',
            'In-ear earphones and earbuds once opened, for hygiene reasons (defective units are still replaced).',
            'Printer ink, toner and other consumables once opened.',
            'Custom-built PCs and products ordered specially for you, except for manufacturing defects.',
            'Products bought on clearance or marked “no return” on the product page.',
          ],
        },
      ],
    },
    {
      id: 'damaged-delivery',
      heading: 'Wrong or damaged deliveries',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Please check the parcel in front of the delivery person. If the box is crushed, opened or the product is not what you ordered, you may refuse it. If you notice a problem after opening, contact us within 24 hours with photos of the box and product – an unboxing video helps us resolve it quickly. We then collect the item and send the right one at no extra cost.',
        },
      ],
    },
    {
      id: 'how-to-return',
      heading: 'How to request a return',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Call [{phone}]({phoneHref}), message us on [WhatsApp]({whatsappHref}) or email [{email}](mailto:{email}) with your order number and a short description of the problem.',
            'Bring the product to our showroom at {address}, or send it by courier if you live outside Dhaka. We will tell you which courier to use.',
            'We inspect it and tell you the result, usually within 2–3 working days.',
            'We send your replacement or start your refund.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        {
          kind: 'table',
          caption: 'How long a refund takes after it is approved',
          head: ['Paid by', 'Refunded to', 'Time'],
          rows: [
            ...(onlineGateway === 'sslcommerz'
              ? [['Online, through SSLCommerz', 'The same card or account', '7–10 working days, depending on your bank or wallet']]
              : []),
            ['Cash on delivery', 'A bank or mobile banking account you give us', '3–5 working days'],
          ],
        },
        {
          kind: 'paragraph',
          text: `${onlineGateway === 'sslcommerz' ? 'Payment gateway charges are deducted from change-of-mind refunds. ' : ''}Refunds for faulty or wrong products are paid in full, including the delivery charge.`,
        },
      ],
    },
  ],
});
