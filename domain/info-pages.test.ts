import { describe, expect, it } from 'vitest';
import { fillInfoBody, fillText, type InfoPageFill, infoPageProblems, parseInfoBody } from './info-pages.ts';

const fill = (conditions: Partial<InfoPageFill['conditions']> = {}): InfoPageFill => ({
  values: {
    shop_name: 'Dokan',
    shop_phone: '+880 1711-000000',
    shop_phone_href: 'tel:+8801711000000',
    shop_email: 'hello@dokan.test',
    shop_address: 'Dhanmondi',
    shop_whatsapp: '',
    shop_whatsapp_href: 'https://wa.me/8801711000000',
    shop_map_href: 'https://maps.google.com/?q=Dhanmondi',
    delivery_charge_inside_dhaka: '৳60',
    delivery_charge_suburbs: '৳100',
    delivery_charge_rest: '৳120',
    delivery_charge_outside_dhaka: '৳100–৳120',
    delivery_days_inside_dhaka: '1–2',
    delivery_days_outside_dhaka: '2–5',
    payment_methods: 'Cash on delivery.',
    online_payment_methods: '',
    online_payment_short: '',
    online_payment_refund: '',
  },
  conditions: { cash_on_delivery: true, online_payment: false, sslcommerz: false, online_only: false, cash_and_online: false, ...conditions },
  deliveryTable: { kind: 'table', caption: 'Charges', head: ['Area', 'Charge'], rows: [['Dhaka', '৳60']] },
});

const read = (body: string, values = fill()) => {
  const { sections, problems } = parseInfoBody(body);
  return { problems, sections: fillInfoBody(sections, values) };
};

describe('the info pages format', () => {
  it('reads headings with their anchors, paragraphs joined across lines, lists and notes', () => {
    const { sections, problems } = read(
      '## Who we are\n\nWe sell\nlaptops.\n\n- one\n- two\n\n1. first\n2. second\n\n> Mind this.\n\n## How long we keep it {#retention}\n\nA year.',
    );
    expect(problems).toEqual([]);
    expect(sections).toEqual([
      {
        id: 'who-we-are',
        heading: 'Who we are',
        blocks: [
          { kind: 'paragraph', text: 'We sell laptops.' },
          { kind: 'list', items: ['one', 'two'] },
          { kind: 'list', ordered: true, items: ['first', 'second'] },
          { kind: 'note', text: 'Mind this.' },
        ],
      },
      { id: 'retention', heading: 'How long we keep it', blocks: [{ kind: 'paragraph', text: 'A year.' }] },
    ]);
  });

  it('reads questions with their answers, a table and the delivery table', () => {
    const { sections, problems } = read(
      '## Orders\n\n### How do I order?\n\nAdd to cart.\n\nThen pay.\n\n### Can I cancel?\n\nYes.\n\n## Refunds\n\nTable: Refund times\n| Paid by | Time |\n| Cash | 3 days |\n\n{{delivery_table}}',
    );
    expect(problems).toEqual([]);
    expect(sections[0]?.blocks).toEqual([
      {
        kind: 'faq',
        items: [
          { question: 'How do I order?', answer: ['Add to cart.', 'Then pay.'] },
          { question: 'Can I cancel?', answer: ['Yes.'] },
        ],
      },
    ]);
    expect(sections[1]?.blocks).toEqual([
      { kind: 'table', caption: 'Refund times', head: ['Paid by', 'Time'], rows: [['Cash', '3 days']] },
      { kind: 'table', caption: 'Charges', head: ['Area', 'Charge'], rows: [['Dhaka', '৳60']] },
    ]);
  });

  it('fills values, keeps links as marks, and leaves out what a condition does not hold for', () => {
    const body =
      '## Pay\n\n- {{if cash_on_delivery}}Cash on delivery.{{end}}\n- {{if online_payment}}Online.{{end}}\n- Call [{{shop_phone}}]({{shop_phone_href}}).';
    expect(read(body).sections[0]?.blocks).toEqual([{ kind: 'list', items: ['Cash on delivery.', 'Call [+880 1711-000000](tel:+8801711000000).'] }]);
    expect(read(body, fill({ cash_on_delivery: false, online_payment: true })).sections[0]?.blocks).toEqual([
      { kind: 'list', items: ['Online.', 'Call [+880 1711-000000](tel:+8801711000000).'] },
    ]);
    expect(fillText('{{online_payment_refund}} Cash refunds take 3 days.', fill())).toBe('Cash refunds take 3 days.');
    expect(fillText('Free{{if not cash_on_delivery}}, online only{{end}}.', fill())).toBe('Free.');
  });

  it('leaves out a question or a section left empty by its condition', () => {
    const body = '## Payment\n\n### {{if sslcommerz}}Is it safe?{{end}}\n\nYes.\n\n## {{if sslcommerz}}Gateway{{end}}\n\nSSLCommerz.';
    expect(read(body).sections).toEqual([]);
    expect(read(body, fill({ sslcommerz: true })).sections.map((section) => section.heading)).toEqual(['Payment', 'Gateway']);
  });

  it('takes links to the shop’s pages, the web, mail and phone, and refuses script and other schemes', () => {
    const safe = '## Links\n\n[a](/shop) [b](https://example.com) [c](mailto:a@b.test) [d](tel:+880) [e](#top) [f]({{shop_map_href}})';
    expect(parseInfoBody(safe).problems).toEqual([]);
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.test', 'vbscript:x', '']) {
      const { problems } = parseInfoBody(`## Links\n\n[go](${href})`);
      expect(problems, href).toEqual([{ line: 3, message: expect.stringMatching(/^The link “go” must go to/) }]);
    }
  });

  it('names the line of each problem', () => {
    const { problems } = parseInfoBody(
      'Before any heading.\n## Fine\n\n{{nope}}\n\n{{if maybe}}x{{end}}\n\n{{if cash_on_delivery}}open\n\n#### Deep\n\n| a |\n\n## Fine',
    );
    expect(problems.map(({ line }) => line)).toEqual([1, 4, 6, 8, 10, 12, 14]);
  });

  it('has no place for HTML: tags stay text', () => {
    const { sections } = read('## Hi\n\n<script>alert(1)</script> <b>bold</b>');
    expect(sections[0]?.blocks).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script> <b>bold</b>' }]);
  });

  it('keeps links out of the title and description', () => {
    expect(infoPageProblems({ title: '[Home](/)', meta_description: 'About {{shop_name}}', body: '## A\n\nB' })).toEqual({
      title: ['Links are not shown here; leave them for the page itself.'],
    });
  });
});
