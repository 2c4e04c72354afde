import type { InfoPageContent } from '#app/components/content/info-content.ts';

export const warrantyPolicy: InfoPageContent = {
  title: 'Warranty Policy',
  description: 'Every product sold by {shopName} carries the official Bangladesh warranty of its brand. What is covered, what is not, and how to make a claim.',
  lastUpdated: '2026-11-15',
  sections: [
    {
      id: 'official-warranty',
      heading: 'Official brand warranty',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We buy from the authorised distributors of each brand in Bangladesh, so every product comes with its official local warranty. The warranty period is shown on each product page and printed on your invoice – for example, most laptops carry 2 years (with 1 year on the battery and adapter), monitors 3 years and smartphones 1 year.',
        },
        {
          kind: 'paragraph',
          text: 'For the first 7 days after delivery, a product with a manufacturing defect is replaced under our [Return & Replacement Policy](/return-policy). After that, repairs and replacements follow the brand’s warranty terms.',
        },
      ],
    },
    {
      id: 'covered',
      heading: 'What the warranty covers',
      blocks: [
        {
          kind: 'list',
          items: [
            'Faults in materials or workmanship that appear during normal use.',
            'Repair or replacement of faulty parts free of charge, as decided by the brand’s service centre.',
            'Replacement with the same or an equivalent model when a repair is not possible, at the brand’s discretion.',
          ],
        },
      ],
    },
    {
      id: 'not-covered',
      heading: 'What it does not cover',
      blocks: [
        {
          kind: 'list',
          items: [
            'Physical damage: drops, cracks, broken screens, bent pins or dents.',
            'Liquid damage, rust, insects or damage from fire.',
            'Burns caused by power surges or unstable electricity – please use a good voltage stabiliser or UPS.',
            'Products whose warranty sticker or serial number is removed, changed or unreadable.',
            'Products repaired or opened by anyone other than an authorised service centre.',
            'Software problems, viruses, forgotten passwords and data loss. Please back up your data before a claim; service centres may reset the device.',
            'Normal wear and tear, and consumables such as printer heads, ink and cables, unless the brand says otherwise.',
          ],
        },
      ],
    },
    {
      id: 'how-to-claim',
      heading: 'How to make a claim',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Keep your invoice – it is your warranty card. If you have lost it, we can find your order by phone number.',
            'Bring the product with its accessories to our showroom at {address}, Saturday to Thursday, 10am–8pm. Many brands also accept claims directly at their own service centres.',
            'Outside Dhaka, call [{phone}]({phoneHref}) first; we will tell you how to send the product by courier. You pay the courier charge to us, and we pay to send it back.',
            'We register the claim with the brand’s service centre and give you a receipt with a claim number.',
            'We call you when it is ready. Most claims take 7–21 working days, depending on the brand and on parts arriving.',
          ],
        },
      ],
    },
    {
      id: 'parts',
      heading: 'Batteries, adapters and accessories',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Laptop batteries and adapters usually carry a shorter warranty (often 1 year) than the laptop itself. Free gifts and bundled accessories carry no separate warranty unless stated on the product page.',
        },
      ],
    },
    {
      id: 'help',
      heading: 'Need help?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Not sure whether something is covered? Call [{phone}]({phoneHref}), message us on [WhatsApp]({whatsappHref}) or email [{email}](mailto:{email}) with your order number and we will check for you.',
        },
      ],
    },
  ],
};
