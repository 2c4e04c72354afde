import type { InfoPageContent } from '#app/components/content/info-content.ts';

export const contact: InfoPageContent = {
  title: 'Contact Us',
  description:
    'Call, WhatsApp, email or visit {shopName} in Dhaka. Our team helps with orders, product advice, returns and warranty, Saturday to Thursday, 10am–8pm.',
  lastUpdated: '2026-11-15',
  sections: [
    {
      id: 'orders-support',
      heading: 'Orders and support',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For questions about an order, please have your order number ready. You can also follow your parcel on the [Track Order](/track-order) page. Many answers are already on our [FAQ](/faqs) page.',
        },
      ],
    },
    {
      id: 'product-advice',
      heading: 'Product advice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Not sure which laptop, graphics card or phone fits your needs and budget? Tell us what you will use it for and our team will suggest options – by phone, on WhatsApp or at our showroom.',
        },
      ],
    },
    {
      id: 'corporate',
      heading: 'Corporate and bulk orders',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We supply offices, schools and institutions with laptops, desktops, monitors and networking equipment, with VAT invoices and quotations. Email [{email}](mailto:{email}) with the products and quantities you need.',
        },
      ],
    },
    {
      id: 'feedback',
      heading: 'Feedback and complaints',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If something went wrong, we want to know. Email [{email}](mailto:{email}) with your order number and what happened; a manager will reply within 2 working days.',
        },
      ],
    },
  ],
};
