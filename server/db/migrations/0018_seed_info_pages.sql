-- The copy the storefront showed before staff could edit it, written in the info-pages format.
INSERT INTO "info_pages" ("slug", "title", "meta_description", "body", "updated_at") VALUES ('privacy-policy', 'Privacy Policy', 'What personal information {{shop_name}} collects when you shop with us, why we need it, how long we keep it, who we share it with and the choices you have.', '## Who we are

{{shop_name}} is an online and in-store electronics retailer based at {{shop_address}}. This policy explains how we handle personal information when you browse our website, place an order, contact us or visit our showroom.

If anything here is unclear, write to [{{shop_email}}](mailto:{{shop_email}}) or call [{{shop_phone}}]({{shop_phone_href}}) and we will explain it in plain words.

## Information we collect {#what-we-collect}

We only ask for what we need to sell, deliver and support your products:

- **Contact details** – your name, mobile number and email address, so we can confirm orders and tell you when they ship.
- **Delivery address** – the address, area and district you give at checkout, shared with the courier who brings your parcel.
- **Order history** – the products you bought, prices, payment method and warranty serial numbers, which we need for warranty claims and returns.
- **Account details** – if you register, your password (stored only as a secure hash, never in readable form) and your profile picture if you add one.
- **Technical data** – your browser type, device, pages visited and approximate location from your IP address, used to keep the site secure and working well.
- **Messages** – what you send us by phone, email, WhatsApp or social media when you ask for help.

> {{if sslcommerz}}We never see or store your card number, card PIN or mobile banking PIN. Online payments are processed entirely by SSLCommerz and the payment providers on their own secure pages.{{end}}

## How we use your information {#how-we-use}

- To process and deliver your orders, and to contact you about them by call, SMS or email.
- To handle payments, refunds, replacements and warranty claims.
- To provide customer support and answer your questions.
- To prevent fraud, such as fake cash on delivery orders, and to keep our website secure.
- To send offers and newsletters, only if you subscribe. Every email has an unsubscribe link.
- To understand which pages and products are useful so we can improve the shop. This uses combined statistics, not your individual profile.

## Cookies and local storage {#cookies}

When you sign in we set one secure, httpOnly cookie that keeps you logged in. Your guest cart, wishlist and compare list are kept in your own browser’s local storage so they survive a page reload; they are not sent to us until you check out or sign in.

If we turn on website analytics (Google Analytics or the Meta Pixel), they set their own cookies to measure visits and purchases. You can block or delete cookies in your browser settings at any time; the shop still works without analytics cookies.

## Who we share it with {#sharing}

We do not sell or rent your personal information. We share only what each partner needs to do its job:

- **Courier companies** receive your name, phone number and delivery address.
- {{if sslcommerz}}**SSLCommerz and the bank or wallet you pay with** receive the order amount and the details needed to complete a payment.{{end}}
- **Brand distributors and service centres** receive the product serial number and your contact details when you make a warranty claim.
- **SMS and email providers** deliver our order messages to you.
- **Government authorities** when Bangladeshi law requires it, for example a lawful request from law enforcement.

## How long we keep it {#retention}

- Order and invoice records: for as long as Bangladeshi tax and VAT law requires us to keep sales records, and at least for the warranty period of the products bought.
- Account details: while your account is open. You can ask us to close it at any time.
- Support messages: up to two years, so we can follow up on repeat problems.
- Newsletter subscription: until you unsubscribe.
- Technical logs: up to 90 days, unless needed to investigate a security problem.

## How we protect it {#security}

Our website runs only over encrypted HTTPS connections. Passwords are stored as strong one-way hashes, sign-in sessions expire, and only staff who need your details to serve you can see them. No system is perfectly secure, so please use a unique password and never share one-time codes (OTP) with anyone – our staff will never ask for them.

## Your choices and rights {#your-rights}

You can ask us at any time to:

- tell you what personal information we hold about you and give you a copy;
- correct details that are wrong or out of date (most can be changed yourself in your account profile);
- delete your account and personal information, except records we must keep by law;
- stop sending you marketing messages.

Send your request from the email or phone number linked to your account to [{{shop_email}}](mailto:{{shop_email}}). We reply within 7 working days.

## Children

Our shop is meant for adults. We do not knowingly collect information from children under 13. If you believe a child has given us personal information, contact us and we will delete it.

## Changes to this policy {#changes}

We may update this policy when our services or the law change. The date at the top shows the latest version. Important changes will be announced on our website before they take effect.

## Contact us {#contact}

Questions about your privacy: email [{{shop_email}}](mailto:{{shop_email}}), call [{{shop_phone}}]({{shop_phone_href}}), or write to {{shop_name}}, {{shop_address}}.
', '2026-11-26 00:00:00+06') ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "info_pages" ("slug", "title", "meta_description", "body", "updated_at") VALUES ('return-policy', 'Return & Replacement Policy', 'Replace a faulty product within 7 days, return sealed items you changed your mind about, and get your money back once we approve the return.', '## At a glance

- **7-day replacement** for products with a manufacturing defect, counted from the day you receive them.
- **3-day change-of-mind return** for products that are still sealed and unopened.
- **Wrong or damaged delivery?** Tell us within 24 hours and we fix it at our cost.
- After 7 days, faults are handled under the brand’s official warranty – see our [Warranty Policy](/warranty-policy).

## Replacement for manufacturing defects {#replacement}

If a product does not work properly because of a manufacturing fault within 7 days of delivery, we replace it with the same model in brand-new condition. If that model is out of stock, you may choose a similar product (paying or receiving the difference) or a full refund.

Our technicians inspect every returned product, usually within 2–3 working days, to confirm the fault. Common examples of manufacturing defects are dead pixels beyond the brand’s allowance, a laptop that does not power on, a faulty port or a phone that keeps restarting.

## Change-of-mind returns {#change-of-mind}

Changed your mind? You can return a product within 3 days of delivery if it is still in its original sealed box, has not been opened or activated, and every seal and sticker is intact. Delivery charges are not refunded, and you pay the courier charge to send it back.

## Conditions for every return {#conditions}

- The original box, all accessories, manuals, free gifts and the invoice are returned with the product.
- There is no physical damage, scratch, dent, liquid damage or burn mark.
- Warranty stickers and serial number labels are intact and readable.
- The product has not been repaired or opened by anyone other than an authorised service centre.
- Personal accounts (Google, Apple ID, Microsoft, MI) are signed out and any screen lock is removed.

## Items that cannot be returned {#not-returnable}

- Software, operating system licences, antivirus keys and gift cards once the key is revealed.
- In-ear earphones and earbuds once opened, for hygiene reasons (defective units are still replaced).
- Printer ink, toner and other consumables once opened.
- Custom-built PCs and products ordered specially for you, except for manufacturing defects.
- Products bought on clearance or marked “no return” on the product page.

## Wrong or damaged deliveries {#damaged-delivery}

Please check the parcel in front of the delivery person. If the box is crushed, opened or the product is not what you ordered, you may refuse it. If you notice a problem after opening, contact us within 24 hours with photos of the box and product – an unboxing video helps us resolve it quickly. We then collect the item and send the right one at no extra cost.

## How to request a return {#how-to-return}

1. Call [{{shop_phone}}]({{shop_phone_href}}), message us on [WhatsApp]({{shop_whatsapp_href}}) or email [{{shop_email}}](mailto:{{shop_email}}) with your order number and a short description of the problem.
2. Bring the product to our showroom at {{shop_address}}, or send it by courier if you live outside Dhaka. We will tell you which courier to use.
3. We inspect it and tell you the result, usually within 2–3 working days.
4. We send your replacement or start your refund.

## Refunds

Table: How long a refund takes after it is approved
| Paid by | Refunded to | Time |
| {{if sslcommerz}}Online, through SSLCommerz{{end}} | The same card or account | 7–10 working days, depending on your bank or wallet |
| Cash on delivery | A bank or mobile banking account you give us | 3–5 working days |

{{if sslcommerz}}Payment gateway charges are deducted from change-of-mind refunds.{{end}} Refunds for faulty or wrong products are paid in full, including the delivery charge.
', '2026-11-26 00:00:00+06') ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "info_pages" ("slug", "title", "meta_description", "body", "updated_at") VALUES ('warranty-policy', 'Warranty Policy', 'Every product sold by {{shop_name}} carries the official Bangladesh warranty of its brand. What is covered, what is not, and how to make a claim.', '## Official brand warranty {#official-warranty}

We buy from the authorised distributors of each brand in Bangladesh, so every product comes with its official local warranty. The warranty period is shown on each product page and printed on your invoice – for example, most laptops carry 2 years (with 1 year on the battery and adapter), monitors 3 years and smartphones 1 year.

For the first 7 days after delivery, a product with a manufacturing defect is replaced under our [Return & Replacement Policy](/return-policy). After that, repairs and replacements follow the brand’s warranty terms.

## What the warranty covers {#covered}

- Faults in materials or workmanship that appear during normal use.
- Repair or replacement of faulty parts free of charge, as decided by the brand’s service centre.
- Replacement with the same or an equivalent model when a repair is not possible, at the brand’s discretion.

## What it does not cover {#not-covered}

- Physical damage: drops, cracks, broken screens, bent pins or dents.
- Liquid damage, rust, insects or damage from fire.
- Burns caused by power surges or unstable electricity – please use a good voltage stabiliser or UPS.
- Products whose warranty sticker or serial number is removed, changed or unreadable.
- Products repaired or opened by anyone other than an authorised service centre.
- Software problems, viruses, forgotten passwords and data loss. Please back up your data before a claim; service centres may reset the device.
- Normal wear and tear, and consumables such as printer heads, ink and cables, unless the brand says otherwise.

## How to make a claim {#how-to-claim}

1. Keep your invoice – it is your warranty card. If you have lost it, we can find your order by phone number.
2. Bring the product with its accessories to our showroom at {{shop_address}}, Saturday to Thursday, 10am–8pm. Many brands also accept claims directly at their own service centres.
3. Outside Dhaka, call [{{shop_phone}}]({{shop_phone_href}}) first; we will tell you how to send the product by courier. You pay the courier charge to us, and we pay to send it back.
4. We register the claim with the brand’s service centre and give you a receipt with a claim number.
5. We call you when it is ready. Most claims take 7–21 working days, depending on the brand and on parts arriving.

## Batteries, adapters and accessories {#parts}

Laptop batteries and adapters usually carry a shorter warranty (often 1 year) than the laptop itself. Free gifts and bundled accessories carry no separate warranty unless stated on the product page.

## Need help? {#help}

Not sure whether something is covered? Call [{{shop_phone}}]({{shop_phone_href}}), message us on [WhatsApp]({{shop_whatsapp_href}}) or email [{{shop_email}}](mailto:{{shop_email}}) with your order number and we will check for you.
', '2026-11-15 00:00:00+06') ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "info_pages" ("slug", "title", "meta_description", "body", "updated_at") VALUES ('terms', 'Terms & Conditions', 'The terms that apply when you browse and buy from {{shop_name}}: orders, prices, payment, delivery, returns and warranty, and your account.', '## About these terms {#agreement}

These terms apply to everyone who uses the {{shop_name}} website or buys from us. By placing an order you agree to them, together with our [Privacy Policy](/privacy-policy), [Return Policy](/return-policy) and [Warranty Policy](/warranty-policy).

## Your account {#account}

You can shop as a guest or create an account. Please give accurate details and keep your password private; you are responsible for orders placed from your account. We may suspend accounts used for fraud, fake orders or abuse of our staff.

## Products and prices {#prices}

- Prices are in Bangladeshi taka (৳) and include VAT where it applies. Delivery charges are shown at checkout.
- Prices and stock change often because of exchange rates and supply. The price that applies is the one shown when you place the order.
- Products marked “Call for Price” cannot be ordered online – call [{{shop_phone}}]({{shop_phone_href}}) for the current price.
- We try hard to describe every product correctly, but photos may differ slightly from the actual product. Specifications come from the manufacturer.
- If a product is listed at an obviously wrong price, we may cancel the order and refund any payment in full.

## Orders and confirmation {#orders}

After you order, we confirm by SMS or a phone call. A contract is formed when we confirm the order. We may cancel an order if the product is out of stock, the delivery address cannot be reached, or we cannot confirm it with you; any payment made is then refunded in full.

## Payment

- {{if cash_on_delivery}}**Cash on delivery** – pay the courier in cash when you receive the parcel.{{end}}
- {{if online_payment}}**Online** – {{online_payment_methods}}.{{end}}

## Delivery

We deliver across Bangladesh. Delivery times and charges are listed on our [Shipping Information](/shipping-info) page. Delivery times are estimates; delays caused by couriers, weather, strikes or public holidays are outside our control, but we will keep you informed.

## Returns and warranty {#returns-warranty}

Returns, replacements and refunds follow our [Return Policy](/return-policy). Repairs after the first 7 days follow the brand’s official warranty described in our [Warranty Policy](/warranty-policy).

## Using our website {#use-of-site}

Do not misuse the website: no automated scraping that slows it down, no attempts to break its security and no fake orders. Texts, photos and logos on the site belong to {{shop_name}} or to the brands and may not be copied for commercial use without permission.

## Limitation of liability {#liability}

Our responsibility for any product is limited to repairing, replacing or refunding it as described in these terms. We are not liable for indirect losses such as lost data, lost profit or business interruption. Nothing in these terms limits your rights under the Consumer Rights Protection Act, 2009 of Bangladesh.

## Governing law {#law}

These terms are governed by the laws of Bangladesh. Disputes that we cannot settle together fall under the courts of Dhaka.

## Changes and contact {#changes}

We may update these terms from time to time; the version published when you order applies to that order. Questions? Email [{{shop_email}}](mailto:{{shop_email}}) or call [{{shop_phone}}]({{shop_phone_href}}).
', '2026-11-26 00:00:00+06') ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "info_pages" ("slug", "title", "meta_description", "body", "updated_at") VALUES ('contact', 'Contact Us', 'Call, WhatsApp, email or visit {{shop_name}} in Dhaka. Our team helps with orders, product advice, returns and warranty, Saturday to Thursday, 10am–8pm.', '## Orders and support {#orders-support}

For questions about an order, please have your order number ready. You can also follow your parcel on the [Track Order](/track-order) page. Many answers are already on our [FAQ](/faqs) page.

## Product advice

Not sure which laptop, graphics card or phone fits your needs and budget? Tell us what you will use it for and our team will suggest options – by phone, on WhatsApp or at our showroom.

## Corporate and bulk orders {#corporate}

We supply offices, schools and institutions with laptops, desktops, monitors and networking equipment, with VAT invoices and quotations. Email [{{shop_email}}](mailto:{{shop_email}}) with the products and quantities you need.

## Feedback and complaints {#feedback}

If something went wrong, we want to know. Email [{{shop_email}}](mailto:{{shop_email}}) with your order number and what happened; a manager will reply within 2 working days.
', '2026-11-15 00:00:00+06') ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "info_pages" ("slug", "title", "meta_description", "body", "updated_at") VALUES ('faqs', 'Frequently Asked Questions', 'Answers to common questions about ordering, payment, delivery, returns and warranty at {{shop_name}}.', '## Orders

### How do I place an order?

Add products to your cart, open the cart and press Checkout. Enter your name, phone number and delivery address, choose how to pay and confirm. You can order as a guest – no account needed.

### How do I know my order was received?

You will see an order confirmation page with your order number, and we send an SMS. For cash on delivery orders, our team may also call you to confirm before shipping.

### Can I change or cancel my order?

Yes, until it is handed to the courier. Call [{{shop_phone}}]({{shop_phone_href}}) or message us on [WhatsApp]({{shop_whatsapp_href}}) with your order number as soon as possible.

### A product shows “Call for Price”. How do I buy it?

Its price changes often or depends on stock. Call [{{shop_phone}}]({{shop_phone_href}}) and we will give you today’s price and take the order by phone.

## Payment

### Which payment methods do you accept?

{{payment_methods}}

### {{if sslcommerz}}Is online payment safe?{{end}}

Yes. You pay on the secure SSLCommerz page of your bank or wallet; we never see your card number or PIN.

### {{if sslcommerz}}My payment failed but money was deducted. What now?{{end}}

Don’t worry – failed payments are reversed automatically by the bank or wallet, usually within 3–7 working days. If your order shows as unpaid, send us the transaction ID and we will check it.

## Delivery

### How long does delivery take?

Inside Dhaka city, {{delivery_days_inside_dhaka}} working days. Elsewhere, {{delivery_days_outside_dhaka}} working days by courier. See [Shipping Information](/shipping-info) for details.

### How much is the delivery charge?

{{delivery_charge_inside_dhaka}} inside Dhaka city and {{delivery_charge_outside_dhaka}} elsewhere, whatever the size or weight. Checkout shows the charge for your address before you place the order.

### How can I track my order?

Use the [Track Order](/track-order) page with your order number and phone number. We also send an SMS when your parcel leaves our warehouse.

### Can I check the product before paying?

Yes. You may open the parcel and check it in front of the delivery person before you pay cash on delivery.

## Returns and warranty {#returns-warranty}

### What if my product is faulty?

If it has a manufacturing defect within 7 days of delivery, we replace it. After 7 days, it is repaired under the brand’s official warranty. See our [Return Policy](/return-policy).

### Are your products original with official warranty?

Yes. We buy only from the brands’ authorised distributors in Bangladesh, so every product is genuine and carries its official local warranty.

### How do I claim warranty?

Bring the product and invoice to our showroom, or call us if you live outside Dhaka. Read the full steps in our [Warranty Policy](/warranty-policy).

### When will I get my refund?

{{online_payment_refund}} For a cash on delivery order, we send the money to a bank or mobile banking account you give us, usually within 3–5 working days after we approve the return.

## Account

### Do I need an account to order?

No. An account lets you see your order history, save your address and track orders faster, but guest checkout works just as well.

### I forgot my password.

Use “Forgot password” on the login page. We send a one-time code (OTP) to your email or phone so you can set a new password. Never share this code with anyone.
', '2026-11-26 00:00:00+06') ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "info_pages" ("slug", "title", "meta_description", "body", "updated_at") VALUES ('shipping-info', 'Shipping Information', 'Delivery across Bangladesh: {{delivery_days_inside_dhaka}} working days inside Dhaka city for {{delivery_charge_inside_dhaka}}, {{delivery_days_outside_dhaka}} working days elsewhere for {{delivery_charge_outside_dhaka}}{{if cash_on_delivery}}, with cash on delivery everywhere{{end}}.', '## Delivery times and charges {#charges}

{{delivery_table}}

The charge depends only on where we deliver, not on the size or weight of your order. Checkout works it out from your district and area and shows it before you place the order; that is the charge you pay.

## When your order ships {#processing}

- Orders confirmed before 5pm are usually packed and handed to the courier the same day.
- Orders after 5pm, and on Fridays and public holidays, ship the next working day.
- {{if cash_on_delivery}}Cash on delivery orders are shipped after we confirm them with you by phone or SMS.{{end}}

## Couriers we use {#couriers}

Inside Dhaka our own delivery team and trusted partners bring your parcel to your door. Outside Dhaka we ship with established couriers such as Pathao, RedX, Steadfast and Sundarban Courier Service. For some remote areas you may need to collect the parcel from the courier’s nearest office; we will tell you in advance.

## Paying for your order {#cash-on-delivery}

{{payment_methods}}

## Tracking your order {#tracking}

We send an SMS when your order ships. You can follow it on the [Track Order](/track-order) page, or call [{{shop_phone}}]({{shop_phone_href}}) with your order number.

## Receiving your parcel {#receiving}

- Please check that the box is sealed and undamaged before you accept it.
- You may open the parcel and check the product in front of the delivery person.
- If anything is wrong, refuse the parcel or contact us within 24 hours – see our [Return Policy](/return-policy).
- Keep the box and invoice: you need them for returns and warranty claims.
', '2026-11-26 00:00:00+06') ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "info_pages" ("slug", "title", "meta_description", "body", "updated_at") VALUES ('about-us', 'About {{shop_name}}', '{{shop_name}} is a Dhaka-based electronics shop selling genuine laptops, phones, PC components and accessories with official warranty and delivery across Bangladesh.', '## Our story

{{shop_name}} started as a small computer shop in Dhaka’s busy computer market. Customers kept asking the same thing: where can I buy a genuine product at a fair price, and who will help me when something goes wrong? We built {{shop_name}} to be that shop – online for the whole country, with a real showroom and service desk behind it.

## What we sell

Laptops for students, professionals and gamers; smartphones and tablets; monitors; processors, graphics cards and every part needed to build a PC; networking gear; and the accessories that go with them – keyboards, mice, headphones, power banks and more. We carry leading brands such as Apple, ASUS, Lenovo, HP, MSI, Samsung, Xiaomi, Walton, Logitech and TP-Link.

## Why shop with us {#why-us}

- **Genuine products** bought from authorised distributors, with official Bangladesh warranty.
- **Fair, clear prices** in taka, with the delivery charge shown before you pay.
- {{if online_only}}**Secure online payment** – {{online_payment_short}}.{{end}}{{if cash_and_online}}**Pay your way** – cash on delivery, or {{online_payment_short}}.{{end}}{{if not online_payment}}**Cash on delivery** everywhere – pay when your order arrives.{{end}}
- **Fast delivery** – {{delivery_days_inside_dhaka}} working days inside Dhaka city, {{delivery_days_outside_dhaka}} across the country.
- **7-day replacement** for manufacturing defects, and help with every warranty claim.
- **Real advice** from people who use and repair these products every day.

## Visit our showroom {#visit}

See and try products before you buy at {{shop_address}}. We are open Saturday to Thursday, 10am–8pm. You can also reach us on [{{shop_phone}}]({{shop_phone_href}}), [WhatsApp]({{shop_whatsapp_href}}) or [{{shop_email}}](mailto:{{shop_email}}) – or see all the ways on our [Contact](/contact) page.
', '2026-11-26 00:00:00+06') ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
