import type { InfoPageContent } from '#app/components/content/info-content.ts';
import { chargeRange, chargeText } from '#domain/delivery.ts';
import type { ShopTerms } from '#domain/shop-terms.ts';
import { cityDays, elsewhereDays, ONLINE_PAYMENT, OUTSIDE_CITY, paymentMethodsText } from '../shop-terms.ts';

export const faqs = ({ charges, cashOnDelivery, onlineGateway }: ShopTerms): InfoPageContent => ({
  title: 'Frequently Asked Questions',
  description: 'Answers to common questions about ordering, payment, delivery, returns and warranty at {shopName}.',
  lastUpdated: '2026-11-26',
  sections: [
    {
      id: 'orders',
      heading: 'Orders',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'How do I place an order?',
              answer: [
                'Add products to your cart, open the cart and press Checkout. Enter your name, phone number and delivery address, choose how to pay and confirm. You can order as a guest – no account needed.',
              ],
            },
            {
              question: 'How do I know my order was received?',
              answer: [
                'You will see an order confirmation page with your order number, and we send an SMS. For cash on delivery orders, our team may also call you to confirm before shipping.',
              ],
            },
            {
              question: 'Can I change or cancel my order?',
              answer: [
                'Yes, until it is handed to the courier. Call [{phone}]({phoneHref}) or message us on [WhatsApp]({whatsappHref}) with your order number as soon as possible.',
              ],
            },
            {
              question: 'A product shows “Call for Price”. How do I buy it?',
              answer: [
                'Its price changes often or depends on stock. Call [{phone}]({phoneHref}) and we will give you today’s price and take the order by phone.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        {
          kind: 'faq',
          items: [
            { question: 'Which payment methods do you accept?', answer: [paymentMethodsText({ cashOnDelivery, onlineGateway })] },
            ...(onlineGateway === 'sslcommerz'
              ? [
                  {
                    question: 'Is online payment safe?',
                    answer: ['Yes. You pay on the secure SSLCommerz page of your bank or wallet; we never see your card number or PIN.'],
                  },
                  {
                    question: 'My payment failed but money was deducted. What now?',
                    answer: [
                      'Don’t worry – failed payments are reversed automatically by the bank or wallet, usually within 3–7 working days. If your order shows as unpaid, send us the transaction ID and we will check it.',
                    ],
                  },
                ]
              : []),
          ],
        },
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'How long does delivery take?',
              answer: [
                `Inside Dhaka city, ${cityDays()} working days. Elsewhere, ${elsewhereDays()} working days by courier. See [Shipping Information](/shipping-info) for details.`,
              ],
            },
            {
              question: 'How much is the delivery charge?',
              answer: [
                `${chargeText(charges.inside_dhaka_city)} inside Dhaka city and ${chargeRange(charges, OUTSIDE_CITY)} elsewhere, whatever the size or weight. Checkout shows the charge for your address before you place the order.`,
              ],
            },
            {
              question: 'How can I track my order?',
              answer: [
                'Use the [Track Order](/track-order) page with your order number and phone number. We also send an SMS when your parcel leaves our warehouse.',
              ],
            },
            {
              question: 'Can I check the product before paying?',
              answer: ['Yes. You may open the parcel and check it in front of the delivery person before you pay cash on delivery.'],
            },
          ],
        },
      ],
    },
    {
      id: 'returns-warranty',
      heading: 'Returns and warranty',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'What if my product is faulty?',
              answer: [
                'If it has a manufacturing defect within 7 days of delivery, we replace it. After 7 days, it is repaired under the brand’s official warranty. See our [Return Policy](/return-policy).',
              ],
            },
            {
              question: 'Are your products original with official warranty?',
              answer: [
                'Yes. We buy only from the brands’ authorised distributors in Bangladesh, so every product is genuine and carries its official local warranty.',
              ],
            },
            {
              question: 'How do I claim warranty?',
              answer: [
                'Bring the product and invoice to our showroom, or call us if you live outside Dhaka. Read the full steps in our [Warranty Policy](/warranty-policy).',
              ],
            },
            {
              question: 'When will I get my refund?',
              answer: [
                `${onlineGateway ? `${ONLINE_PAYMENT[onlineGateway].refund} ` : ''}For a cash on delivery order, we send the money to a bank or mobile banking account you give us, usually within 3–5 working days after we approve the return.`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Account',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Do I need an account to order?',
              answer: ['No. An account lets you see your order history, save your address and track orders faster, but guest checkout works just as well.'],
            },
            {
              question: 'I forgot my password.',
              answer: [
                'Use “Forgot password” on the login page. We send a one-time code (OTP) to your email or phone so you can set a new password. Never share this code with anyone.',
              ],
            },
          ],
        },
      ],
    },
  ],
});
