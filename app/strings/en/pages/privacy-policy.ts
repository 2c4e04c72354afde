import type { InfoPageContent } from '#app/components/content/info-content.ts';
import type { ShopTerms } from '#domain/shop-terms.ts';

export const privacyPolicy = ({ onlineGateway }: ShopTerms): InfoPageContent => ({
  title: 'Privacy Policy',
  description:
    'What personal information {shopName} collects when you shop with us, why we need it, how long we keep it, who we share it with and the choices you have.',
  lastUpdated: '2026-11-26',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: '{shopName} is an online and in-store electronics retailer based at {address}. This policy explains how we handle personal information when you browse our website, place an order, contact us or visit our showroom.',
        },
        {
          kind: 'paragraph',
          text: 'If anything here is unclear, write to [{email}](mailto:{email}) or call [{phone}]({phoneHref}) and we will explain it in plain words.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Information we collect',
      blocks: [
        { kind: 'paragraph', text: 'We only ask for what we need to sell, deliver and support your products:' },
        {
          kind: 'list',
          items: [
            '**Contact details** – your name, mobile number and email address, so we can confirm orders and tell you when they ship.',
            '**Delivery address** – the address, area and district you give at checkout, shared with the courier who brings your parcel.',
            '**Order history** – the products you bought, prices, payment method and warranty serial numbers, which we need for warranty claims and returns.',
            '**Account details** – if you register, your password (stored only as a secure hash, never in readable form) and your profile picture if you add one.',
            '**Technical data** – your browser type, device, pages visited and approximate location from your IP address, used to keep the site secure and working well.',
            '**Messages** – what you send us by phone, email, WhatsApp or social media when you ask for help.',
          ],
        },
        ...(onlineGateway === 'sslcommerz'
          ? [
              {
                kind: 'note' as const,
                text: 'We never see or store your card number, card PIN or mobile banking PIN. Online payments are processed entirely by SSLCommerz and the payment providers on their own secure pages.',
              },
            ]
          : []),
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To process and deliver your orders, and to contact you about them by call, SMS or email.',
            'To handle payments, refunds, replacements and warranty claims.',
            'To provide customer support and answer your questions.',
            'To prevent fraud, such as fake cash on delivery orders, and to keep our website secure.',
            'To send offers and newsletters, only if you subscribe. Every email has an unsubscribe link.',
            'To understand which pages and products are useful so we can improve the shop. This uses combined statistics, not your individual profile.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you sign in we set one secure, httpOnly cookie that keeps you logged in. Your guest cart, wishlist and compare list are kept in your own browser’s local storage so they survive a page reload; they are not sent to us until you check out or sign in.',
        },
        {
          kind: 'paragraph',
          text: 'If we turn on website analytics (Google Analytics or the Meta Pixel), they set their own cookies to measure visits and purchases. You can block or delete cookies in your browser settings at any time; the shop still works without analytics cookies.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        { kind: 'paragraph', text: 'We do not sell or rent your personal information. We share only what each partner needs to do its job:' },
        {
          kind: 'list',
          items: [
            '**Courier companies** receive your name, phone number and delivery address.',
            ...(onlineGateway === 'sslcommerz'
              ? ['**SSLCommerz and the bank or wallet you pay with** receive the order amount and the details needed to complete a payment.']
              : []),
            '**Brand distributors and service centres** receive the product serial number and your contact details when you make a warranty claim.',
            '**SMS and email providers** deliver our order messages to you.',
            '**Government authorities** when Bangladeshi law requires it, for example a lawful request from law enforcement.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Order and invoice records: for as long as Bangladeshi tax and VAT law requires us to keep sales records, and at least for the warranty period of the products bought.',
            'Account details: while your account is open. You can ask us to close it at any time.',
            'Support messages: up to two years, so we can follow up on repeat problems.',
            'Newsletter subscription: until you unsubscribe.',
            'Technical logs: up to 90 days, unless needed to investigate a security problem.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website runs only over encrypted HTTPS connections. Passwords are stored as strong one-way hashes, sign-in sessions expire, and only staff who need your details to serve you can see them. No system is perfectly secure, so please use a unique password and never share one-time codes (OTP) with anyone – our staff will never ask for them.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      blocks: [
        { kind: 'paragraph', text: 'You can ask us at any time to:' },
        {
          kind: 'list',
          items: [
            'tell you what personal information we hold about you and give you a copy;',
            'correct details that are wrong or out of date (most can be changed yourself in your account profile);',
            'delete your account and personal information, except records we must keep by law;',
            'stop sending you marketing messages.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Send your request from the email or phone number linked to your account to [{email}](mailto:{email}). We reply within 7 working days.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our shop is meant for adults. We do not knowingly collect information from children under 13. If you believe a child has given us personal information, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy when our services or the law change. The date at the top shows the latest version. Important changes will be announced on our website before they take effect.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Questions about your privacy: email [{email}](mailto:{email}), call [{phone}]({phoneHref}), or write to {shopName}, {address}.',
        },
      ],
    },
  ],
});
