import type { InfoPageContent } from '#app/components/content/info-content.ts';
import type { ShopTerms } from '#domain/shop-terms.ts';
import { cityDays, elsewhereDays, ONLINE_PAYMENT } from '../shop-terms.ts';

export const aboutUs = ({ cashOnDelivery, onlineGateway }: ShopTerms): InfoPageContent => ({
  title: 'About {shopName}',
  description:
    '{shopName} is a Dhaka-based electronics shop selling genuine laptops, phones, PC components and accessories with official warranty and delivery across Bangladesh.',
  lastUpdated: '2026-11-26',
  sections: [
    {
      id: 'our-story',
      heading: 'Our story',
      blocks: [
        {
          kind: 'paragraph',
          text: '{shopName} started as a small computer shop in Dhaka’s busy computer market. Customers kept asking the same thing: where can I buy a genuine product at a fair price, and who will help me when something goes wrong? We built {shopName} to be that shop – online for the whole country, with a real showroom and service desk behind it.',
        },
      ],
    },
    {
      id: 'what-we-sell',
      heading: 'What we sell',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Laptops for students, professionals and gamers; smartphones and tablets; monitors; processors, graphics cards and every part needed to build a PC; networking gear; and the accessories that go with them – keyboards, mice, headphones, power banks and more. We carry leading brands such as Apple, ASUS, Lenovo, HP, MSI, Samsung, Xiaomi, Walton, Logitech and TP-Link.',
        },
      ],
    },
    {
      id: 'why-us',
      heading: 'Why shop with us',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Genuine products** bought from authorised distributors, with official Bangladesh warranty.',
            '**Fair, clear prices** in taka, with the delivery charge shown before you pay.',
            !cashOnDelivery && onlineGateway
              ? `**Secure online payment** – ${ONLINE_PAYMENT[onlineGateway].short}.`
              : onlineGateway
                ? `**Pay your way** – cash on delivery, or ${ONLINE_PAYMENT[onlineGateway].short}.`
                : '**Cash on delivery** everywhere – pay when your order arrives.',
            `**Fast delivery** – ${cityDays()} working days inside Dhaka city, ${elsewhereDays()} across the country.`,
            '**7-day replacement** for manufacturing defects, and help with every warranty claim.',
            '**Real advice** from people who use and repair these products every day.',
          ],
        },
      ],
    },
    {
      id: 'visit',
      heading: 'Visit our showroom',
      blocks: [
        {
          kind: 'paragraph',
          text: 'See and try products before you buy at {address}. We are open Saturday to Thursday, 10am–8pm. You can also reach us on [{phone}]({phoneHref}), [WhatsApp]({whatsappHref}) or [{email}](mailto:{email}) – or see all the ways on our [Contact](/contact) page.',
        },
      ],
    },
  ],
});
