-- The seeded FAQ and return policy (0018) still promised cash on delivery in a few lines that did
-- not ask the settings, so with cash on delivery switched off (ADR 8) they offered what checkout
-- does not. Each such line now shows only while it is on ({{if cash_on_delivery}}, ADR 9). replace()
-- changes a line only where it still reads as seeded: a line staff have rewritten is theirs.
UPDATE "info_pages" SET "body" = replace(
  replace(
    replace(
      "body",
      'For cash on delivery orders, our team may also call you to confirm before shipping.',
      '{{if cash_on_delivery}}For cash on delivery orders, our team may also call you to confirm before shipping.{{end}}'
    ),
    '### Can I check the product before paying?',
    '### {{if cash_on_delivery}}Can I check the product before paying?{{end}}'
  ),
  'For a cash on delivery order, we send the money to a bank or mobile banking account you give us, usually within 3–5 working days after we approve the return.',
  '{{if cash_on_delivery}}For a cash on delivery order, we send the money to a bank or mobile banking account you give us, usually within 3–5 working days after we approve the return.{{end}}'
) WHERE "slug" = 'faqs';--> statement-breakpoint
UPDATE "info_pages" SET "body" = replace(
  "body",
  '| Cash on delivery | A bank or mobile banking account you give us |',
  '| {{if cash_on_delivery}}Cash on delivery{{end}} | A bank or mobile banking account you give us |'
) WHERE "slug" = 'return-policy';
