CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"order_number" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"reply" text,
	"answered_at" timestamp with time zone,
	"answered_by" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due_by" date;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "complaints_open_idx" ON "complaints" USING btree ("answer_due_at") WHERE answered_at IS NULL;--> statement-breakpoint
CREATE INDEX "orders_late_idx" ON "orders" USING btree ("deliver_by") WHERE status NOT IN ('delivered', 'cancelled');--> statement-breakpoint
-- The Bengali terms, and the guidelines' promises in the English copy. Each change replaces only the
-- sentence the shop started with, so a page staff have reworded keeps their words.
INSERT INTO "info_pages" ("slug", "title", "meta_description", "body", "updated_at") VALUES ('terms-bn', 'শর্তাবলি', '{{shop_name}} থেকে কেনাকাটার শর্তাবলি: অর্ডার, দাম, পেমেন্ট, ডেলিভারি, ফেরত ও ওয়ারেন্টি, অভিযোগ এবং আপনার অ্যাকাউন্ট।', $body$## এই শর্তাবলি সম্পর্কে {#agreement}

{{shop_name}}-এর ওয়েবসাইট যিনি ব্যবহার করেন বা আমাদের কাছ থেকে কেনাকাটা করেন, তাঁদের সবার জন্য এই শর্তাবলি প্রযোজ্য। অর্ডার দেওয়ার মাধ্যমে আপনি এই শর্তাবলি এবং আমাদের [গোপনীয়তা নীতি](/privacy-policy), [রিটার্ন নীতি](/return-policy) ও [ওয়ারেন্টি নীতি](/warranty-policy) মেনে নিচ্ছেন।

## আপনার অ্যাকাউন্ট {#account}

আপনি অতিথি হিসেবে বা অ্যাকাউন্ট খুলে কেনাকাটা করতে পারেন। অনুগ্রহ করে সঠিক তথ্য দিন এবং পাসওয়ার্ড গোপন রাখুন; আপনার অ্যাকাউন্ট থেকে দেওয়া অর্ডারের দায়িত্ব আপনার। প্রতারণা, ভুয়া অর্ডার বা আমাদের কর্মীদের সঙ্গে অসদাচরণে ব্যবহৃত অ্যাকাউন্ট আমরা স্থগিত করতে পারি।

## পণ্য ও দাম {#prices}

- দাম বাংলাদেশি টাকায় (৳) দেখানো হয় এবং প্রযোজ্য ক্ষেত্রে ভ্যাট এর মধ্যেই ধরা আছে। ডেলিভারি চার্জ ও মোট দাম অর্ডার দেওয়ার আগেই চেকআউটে দেখানো হয়।
- বিনিময় হার ও সরবরাহের কারণে দাম ও স্টক প্রায়ই বদলায়। অর্ডার দেওয়ার সময় যে দাম দেখানো হয়, সেটিই প্রযোজ্য।
- “Call for Price” লেখা পণ্য অনলাইনে অর্ডার করা যায় না – বর্তমান দাম জানতে [{{shop_phone}}]({{shop_phone_href}}) নম্বরে ফোন করুন।
- প্রতিটি পণ্যের সঠিক বর্ণনা দিতে আমরা যথাসাধ্য চেষ্টা করি, তবে ছবির সঙ্গে আসল পণ্যের সামান্য পার্থক্য থাকতে পারে। স্পেসিফিকেশন প্রস্তুতকারকের দেওয়া।
- কোনো পণ্যের দাম স্পষ্টতই ভুল দেখানো হলে আমরা অর্ডারটি বাতিল করতে পারি এবং পরিশোধিত পুরো টাকা ফেরত দেব।

## অর্ডার ও নিশ্চিতকরণ {#orders}

অর্ডার দেওয়ার পর আমরা এসএমএস বা ফোন কলে তা নিশ্চিত করি। আমরা অর্ডার নিশ্চিত করলেই চুক্তি সম্পন্ন হয়। পণ্য স্টকে না থাকলে, ডেলিভারি ঠিকানায় পৌঁছানো সম্ভব না হলে বা আপনার সঙ্গে অর্ডার নিশ্চিত করতে না পারলে আমরা অর্ডার বাতিল করতে পারি; সে ক্ষেত্রে পরিশোধিত পুরো টাকা ফেরত দেওয়া হয়।

## পেমেন্ট {#payment}

- {{if cash_on_delivery}}**ক্যাশ অন ডেলিভারি** – পার্সেল হাতে পেয়ে কুরিয়ারকে নগদ টাকা দিন।{{end}}
- {{if online_payment}}**অনলাইন** – {{online_payment_methods}}।{{end}}

## ডেলিভারি {#delivery}

আমরা সারা বাংলাদেশে ডেলিভারি দিই। ঢাকা শহরের ভেতরে ৫ দিনের মধ্যে এবং অন্য সব জায়গায় ১০ দিনের মধ্যে পণ্য পৌঁছে দেওয়া হয়। সময় গোনা শুরু হয় পুরো টাকা পরিশোধের দিন থেকে{{if cash_on_delivery}}; ক্যাশ অন ডেলিভারি অর্ডারে আমাদের নিশ্চিতকরণের দিন থেকে{{end}}। প্রতিটি অর্ডারের ডেলিভারির শেষ তারিখ চেকআউটে, অর্ডার পেজে ও [অর্ডার ট্র্যাকিং](/track-order) পেজে দেখানো হয়। ডেলিভারি চার্জ [শিপিং তথ্য](/shipping-info) পেজে দেওয়া আছে।

## ফেরত, রিফান্ড ও ওয়ারেন্টি {#returns-warranty}

অগ্রিম পরিশোধিত কোনো অর্ডার ডেলিভারির আগে বাতিল হলে, বাতিলের ১০ দিনের মধ্যে যে মাধ্যমে টাকা দিয়েছিলেন সেই মাধ্যমেই টাকা ফেরত দেওয়া হয়। পণ্য ফেরত, বদল ও রিফান্ড আমাদের [রিটার্ন নীতি](/return-policy) অনুযায়ী হয়। প্রথম ৭ দিনের পর মেরামত ব্র্যান্ডের অফিশিয়াল ওয়ারেন্টি অনুযায়ী হয়, যা আমাদের [ওয়ারেন্টি নীতি](/warranty-policy)-তে বর্ণনা করা আছে।

## অভিযোগ {#complaints}

কোনো সমস্যা হলে আমাদের [অভিযোগ পেজে](/complaint) অভিযোগ জানান। আপনি একটি রেফারেন্স নম্বর পাবেন, এবং আমরা ৭২ ঘণ্টার মধ্যে এসএমএসে (আর ইমেইল দিলে ইমেইলেও) উত্তর দেব।

## ওয়েবসাইট ব্যবহার {#use-of-site}

ওয়েবসাইটের অপব্যবহার করবেন না: সাইট ধীর করে দেয় এমন স্বয়ংক্রিয় তথ্য সংগ্রহ, নিরাপত্তা ভাঙার চেষ্টা বা ভুয়া অর্ডার চলবে না। সাইটের লেখা, ছবি ও লোগো {{shop_name}} বা সংশ্লিষ্ট ব্র্যান্ডের সম্পত্তি; অনুমতি ছাড়া বাণিজ্যিক কাজে এগুলো নকল করা যাবে না।

## দায়ের সীমা {#liability}

যেকোনো পণ্যের ক্ষেত্রে আমাদের দায় এই শর্তাবলিতে বর্ণিত মেরামত, বদল বা টাকা ফেরতের মধ্যে সীমিত। হারানো ডেটা, হারানো মুনাফা বা ব্যবসায় বিঘ্নের মতো পরোক্ষ ক্ষতির জন্য আমরা দায়ী নই। এই শর্তাবলির কোনো কিছুই বাংলাদেশের ভোক্তা-অধিকার সংরক্ষণ আইন, ২০০৯-এর অধীনে আপনার অধিকার খর্ব করে না।

## প্রযোজ্য আইন {#law}

এই শর্তাবলি বাংলাদেশের আইন দ্বারা পরিচালিত। যে বিরোধ আমরা নিজেরা মীমাংসা করতে পারব না, তা ঢাকার আদালতের এখতিয়ারে পড়বে।

## পরিবর্তন ও যোগাযোগ {#changes}

আমরা সময়ে সময়ে এই শর্তাবলি হালনাগাদ করতে পারি; অর্ডার দেওয়ার সময় প্রকাশিত সংস্করণটিই সেই অর্ডারে প্রযোজ্য। কোনো প্রশ্ন থাকলে [{{shop_email}}](mailto:{{shop_email}}) ঠিকানায় ইমেইল করুন বা [{{shop_phone}}]({{shop_phone_href}}) নম্বরে ফোন করুন।
$body$, '2026-11-27 00:00:00+06') ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
UPDATE "info_pages" SET "body" = replace("body", $old$We deliver across Bangladesh. Delivery times and charges are listed on our [Shipping Information](/shipping-info) page. Delivery times are estimates; delays caused by couriers, weather, strikes or public holidays are outside our control, but we will keep you informed.$old$, $new$We deliver across Bangladesh: within 5 days inside Dhaka city and within 10 days everywhere else, counted from full payment{{if cash_on_delivery}}, or for cash on delivery from our confirmation{{end}}. Every order shows the day it is due by at checkout, on its order page and on the [Track Order](/track-order) page. Delivery charges are listed on our [Shipping Information](/shipping-info) page.$new$) WHERE "slug" = 'terms';--> statement-breakpoint
UPDATE "info_pages" SET "body" = replace("body", $old$Returns, replacements and refunds follow our [Return Policy](/return-policy).$old$, $new$If an order you paid in advance is cancelled before delivery, we refund the money through the way you paid within 10 days of the cancellation. Returns, replacements and refunds follow our [Return Policy](/return-policy).$new$) WHERE "slug" = 'terms';--> statement-breakpoint
UPDATE "info_pages" SET "body" = replace("body", $old$## Using our website {#use-of-site}$old$, $new$## Complaints {#complaints}

If something went wrong, file a complaint on our [complaint page](/complaint). You get a reference number, and we answer within 72 hours by SMS (and by email if you give one).

## Using our website {#use-of-site}$new$) WHERE "slug" = 'terms';--> statement-breakpoint
UPDATE "info_pages" SET "body" = replace("body", $old$Delivery charges are shown at checkout.$old$, $new$Delivery charges and the total are shown at checkout before you place the order.$new$) WHERE "slug" = 'terms';--> statement-breakpoint
UPDATE "info_pages" SET "body" = replace("body", $old$Email [{{shop_email}}](mailto:{{shop_email}}) with your order number and what happened; a manager will reply within 2 working days.$old$, $new$File a complaint on our [complaint page](/complaint) with your order number and what happened; we answer within 72 hours.$new$) WHERE "slug" = 'contact';--> statement-breakpoint
UPDATE "info_pages" SET "body" = replace("body", $old$If we turn on website analytics (Google Analytics or the Meta Pixel), they set their own cookies to measure visits and purchases. You can block or delete cookies in your browser settings at any time; the shop still works without analytics cookies.$old$, $new$If we turn on website analytics (Google Analytics or the Meta Pixel), we ask first: their scripts and cookies load only after you press Accept, and never if you press Decline. Your choice is kept in one cookie of our own (dokan_consent); change it at any time with “Cookie settings” at the bottom of every page. The shop works the same without analytics cookies.$new$) WHERE "slug" = 'privacy-policy';
