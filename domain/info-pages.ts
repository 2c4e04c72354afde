import { z } from 'zod';

// The information and policy pages, whose copy staff edit in the back office. The body is plain text
// in a small format (see docs/adr/0009-editable-info-pages.md), never HTML: it is parsed into blocks
// that React renders as text, so nothing typed here can run as script.

/** The pages' URL paths (without the slash), the one list the storefront routes and the database rows follow. */
export const INFO_PAGES = ['privacy-policy', 'return-policy', 'warranty-policy', 'terms', 'terms-bn', 'contact', 'faqs', 'shipping-info', 'about-us'] as const;
export type InfoPageSlug = (typeof INFO_PAGES)[number];

/** A page written in another language than the shop's English: its `lang`, for screen readers and fonts. */
export const INFO_PAGE_LANGUAGE: Partial<Record<InfoPageSlug, 'bn'>> = { 'terms-bn': 'bn' };

/** Pages that are one another's translation, each named in its own language (the guidelines ask for terms in Bengali). */
export const INFO_PAGE_TRANSLATION: Partial<Record<InfoPageSlug, { slug: InfoPageSlug; lang: 'bn' | 'en'; label: string }>> = {
  terms: { slug: 'terms-bn', lang: 'bn', label: 'এই শর্তাবলি বাংলায় পড়ুন' },
  'terms-bn': { slug: 'terms', lang: 'en', label: 'Read these terms in English' },
};

export const isInfoPageSlug = (value: string): value is InfoPageSlug => (INFO_PAGES as readonly string[]).includes(value);

export type InfoBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  | { kind: 'note'; text: string }
  | { kind: 'faq'; items: { question: string; answer: string[] }[] };

export interface InfoSection {
  /** Anchor for the table of contents: /faqs#orders. */
  id: string;
  heading: string;
  blocks: InfoBlock[];
}

/** Values from the shop's settings and terms that the copy quotes by `{{name}}`, so a saved setting changes the pages at once. */
export const INFO_PAGE_TOKENS = {
  shop_name: 'The shop’s name',
  shop_phone: 'Phone number, as shown',
  shop_phone_href: 'Phone number as a link target: [call us]({{shop_phone_href}})',
  shop_email: 'Email address',
  shop_address: 'Showroom address',
  shop_whatsapp: 'WhatsApp number, as shown',
  shop_whatsapp_href: 'WhatsApp chat as a link target',
  shop_map_href: 'The showroom on Google Maps, as a link target',
  delivery_charge_inside_dhaka: 'Delivery charge inside Dhaka city',
  delivery_charge_suburbs: 'Delivery charge to Dhaka suburbs',
  delivery_charge_rest: 'Delivery charge to the rest of Bangladesh',
  delivery_charge_outside_dhaka: 'Range of charges outside Dhaka city',
  delivery_days_inside_dhaka: 'Working days to deliver inside Dhaka city',
  delivery_days_outside_dhaka: 'Working days to deliver elsewhere',
  payment_methods: 'A sentence naming the ways to pay checkout offers',
  online_payment_methods: 'What the online gateway takes (empty without one)',
  online_payment_short: 'The same, in a few words (empty without one)',
  online_payment_refund: 'How an online payment is refunded (empty without one)',
} as const;
type InfoPageToken = keyof typeof INFO_PAGE_TOKENS;

/** A block token: alone on its line, it becomes a whole block. */
export const INFO_PAGE_BLOCK_TOKENS = { delivery_table: 'Table of delivery areas, times and charges' } as const;

/** What `{{if name}}…{{end}}` may test: text between them shows only when it holds (`{{if not name}}` when it does not). */
export const INFO_PAGE_CONDITIONS = {
  cash_on_delivery: 'Checkout takes cash on delivery',
  online_payment: 'Checkout takes online payment',
  sslcommerz: 'Online payment goes through SSLCommerz',
  online_only: 'Online payment only, no cash on delivery',
  cash_and_online: 'Both cash on delivery and online payment',
} as const;
type InfoPageCondition = keyof typeof INFO_PAGE_CONDITIONS;

export interface InfoPageFill {
  values: Record<InfoPageToken, string>;
  conditions: Record<InfoPageCondition, boolean>;
  deliveryTable: Extract<InfoBlock, { kind: 'table' }>;
}

export interface BodyProblem {
  /** 1-based line of the body. */
  line: number;
  message: string;
}

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;
const LINK = /\[([^\]]+)\]\(([^)\s]*)\)/g;
/** Link targets a buyer can safely follow: a page of the shop, a web address, an email or a phone number. */
const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

/** Whether a link goes somewhere a buyer can safely follow; the renderer shows any other as plain text. */
export const isSafeHref = (href: string) => SAFE_HREF.test(href.trim());
const HEADING_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

const isToken = (name: string): name is InfoPageToken => Object.hasOwn(INFO_PAGE_TOKENS, name);
const isCondition = (name: string): name is InfoPageCondition => Object.hasOwn(INFO_PAGE_CONDITIONS, name);

/** Problems of one line of text: unknown `{{names}}`, unbalanced `{{if}}`, links that go nowhere safe. */
function textProblems(text: string): string[] {
  const problems: string[] = [];
  let open = false;
  for (const [, inner = ''] of text.matchAll(TOKEN)) {
    const condition = /^if\s+(not\s+)?(\w+)$/.exec(inner);
    if (condition) {
      if (open) problems.push('A {{if …}} cannot start before the previous one has its {{end}}.');
      if (!isCondition(condition[2] ?? '')) problems.push(`Unknown condition “${condition[2]}” in {{${inner}}}.`);
      open = true;
    } else if (inner === 'end') {
      if (!open) problems.push('{{end}} without an {{if …}} before it.');
      open = false;
    } else if (!isToken(inner)) problems.push(`Unknown value {{${inner}}}: see the list of values this page can quote.`);
  }
  if (open) problems.push('An {{if …}} needs its {{end}} on the same line.');
  for (const [, label, href = ''] of text.matchAll(LINK)) {
    const target = href.trim();
    const isTokenHref = /^\{\{\s*\w+_href\s*\}\}$/.test(target);
    if (!isTokenHref && !SAFE_HREF.test(target))
      problems.push(`The link “${label}” must go to a page of the shop (/…), a web address (https://…), mailto: or tel:.`);
  }
  return problems;
}

/** Fills `{{values}}` and keeps only the `{{if}}` parts that hold. Empty when nothing is left. */
export function fillText(text: string, fill: InfoPageFill): string {
  const withConditions = text.replace(
    /\{\{\s*if\s+(not\s+)?(\w+)\s*\}\}([\s\S]*?)\{\{\s*end\s*\}\}/g,
    (_, not: string | undefined, name: string, inner: string) => {
      const holds = isCondition(name) && fill.conditions[name];
      return (not ? !holds : holds) ? inner : '';
    },
  );
  return withConditions
    .replace(TOKEN, (whole, name: string) => (isToken(name) ? fill.values[name] : whole))
    .replace(/ {2,}/g, ' ')
    .trim();
}

type ParsedItem = { line: number; text: string };
type BodyBlock =
  | { kind: 'paragraph' | 'note'; line: number; text: string }
  | { kind: 'list'; ordered: boolean; items: ParsedItem[] }
  | { kind: 'table'; line: number }
  | { kind: 'grid'; caption: ParsedItem; rows: ParsedItem[][] }
  | { kind: 'faq'; items: { question: ParsedItem; answer: ParsedItem[] }[] };
export interface BodySection {
  id: string;
  heading: ParsedItem;
  blocks: BodyBlock[];
}

const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(TOKEN, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'section';

/**
 * Reads a page's body. Blank lines separate blocks; `## Heading` starts a section (`{#anchor}` at its
 * end names its link), `### Question` starts a question whose answer is the paragraphs under it, `- `
 * and `1. ` are list items, `> ` a highlighted note, `Table: caption` then `| a | b |` rows a table whose first
 * row is its heading, `{{delivery_table}}` alone the charges table.
 */
export function parseInfoBody(body: string): { sections: BodySection[]; problems: BodyProblem[] } {
  const sections: BodySection[] = [];
  const problems: BodyProblem[] = [];
  const ids = new Set<string>();
  let paragraph: { kind: 'paragraph' | 'note'; line: number; text: string } | null = null;
  let list: Extract<BodyBlock, { kind: 'list' }> | null = null;
  let faq: Extract<BodyBlock, { kind: 'faq' }> | null = null;
  let grid: Extract<BodyBlock, { kind: 'grid' }> | null = null;

  const closeText = () => {
    paragraph = null;
    list = null;
    grid = null;
  };
  const check = (line: number, text: string) => {
    for (const message of textProblems(text)) problems.push({ line, message });
  };
  const current = (line: number): BodySection | null => {
    const section = sections.at(-1);
    if (!section) problems.push({ line, message: 'Start the page with a “## ” heading.' });
    return section ?? null;
  };

  body.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') {
      closeText();
      return;
    }
    if (text.startsWith('## ')) {
      closeText();
      faq = null;
      const idMatch = HEADING_ID.exec(text);
      const heading = text.slice(3, idMatch ? idMatch.index : undefined).trim();
      const id = idMatch?.[1] ?? slugOf(heading);
      if (!heading) problems.push({ line, message: 'A heading needs some words after “## ”.' });
      if (ids.has(id)) problems.push({ line, message: `Two sections have the link name “${id}”: give one its own with {#another-name}.` });
      ids.add(id);
      check(line, heading);
      sections.push({ id, heading: { line, text: heading }, blocks: [] });
      return;
    }
    if (text.startsWith('#')) {
      const section = current(line);
      if (!/^### \S/.test(text)) {
        problems.push({ line, message: 'Only “## ” headings and “### ” questions are allowed.' });
        return;
      }
      closeText();
      if (!section) return;
      check(line, text.slice(4));
      if (!faq) {
        faq = { kind: 'faq', items: [] };
        section.blocks.push(faq);
      }
      faq.items.push({ question: { line, text: text.slice(4).trim() }, answer: [] });
      return;
    }
    const section = current(line);
    if (!section) return;
    const listItem = /^(-|\d+\.)\s+(.*)$/.exec(text);
    if (listItem) {
      faq = null;
      paragraph = null;
      const ordered = listItem[1] !== '-';
      const itemText = listItem[2] ?? '';
      check(line, itemText);
      if (!list || list.ordered !== ordered) {
        list = { kind: 'list', ordered, items: [] };
        section.blocks.push(list);
      }
      list.items.push({ line, text: itemText });
      return;
    }
    if (text.startsWith('Table: ')) {
      closeText();
      faq = null;
      check(line, text.slice(7));
      grid = { kind: 'grid', caption: { line, text: text.slice(7).trim() }, rows: [] };
      section.blocks.push(grid);
      return;
    }
    if (text.startsWith('|')) {
      const openGrid = grid as Extract<BodyBlock, { kind: 'grid' }> | null;
      if (!openGrid) {
        problems.push({ line, message: 'A table row (| … |) must follow a “Table: caption” line.' });
        return;
      }
      const cells = text
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => ({ line, text: cell.trim() }));
      const width = openGrid.rows[0]?.length;
      if (width !== undefined && cells.length !== width)
        problems.push({ line, message: `This row has ${cells.length} cells; the table’s first row has ${width}.` });
      for (const cell of cells) check(line, cell.text);
      openGrid.rows.push(cells);
      return;
    }
    if (/^\{\{\s*delivery_table\s*\}\}$/.test(text)) {
      closeText();
      faq = null;
      section.blocks.push({ kind: 'table', line });
      return;
    }
    check(line, text);
    const openFaq = faq as Extract<BodyBlock, { kind: 'faq' }> | null;
    const question = openFaq?.items.at(-1);
    if (question && !list) {
      const last = paragraph ? question.answer.at(-1) : undefined;
      if (last) last.text = `${last.text} ${text}`;
      else question.answer.push({ line, text });
      paragraph = { kind: 'paragraph', line, text };
      return;
    }
    list = null;
    const note = text.startsWith('> ');
    const content = note ? text.slice(2).trim() : text;
    const open = paragraph as { kind: 'paragraph' | 'note'; line: number; text: string } | null;
    if (open && open.kind === (note ? 'note' : 'paragraph')) open.text = `${open.text} ${content}`;
    else {
      paragraph = { kind: note ? 'note' : 'paragraph', line, text: content };
      section.blocks.push(paragraph);
    }
  });
  for (const section of sections) {
    for (const block of section.blocks)
      if (block.kind === 'grid' && block.rows.length < 2)
        problems.push({ line: block.caption.line, message: 'A table needs a heading row and at least one row under it.' });
    for (const block of section.blocks)
      if (block.kind === 'faq')
        for (const item of block.items)
          if (item.answer.length === 0) problems.push({ line: item.question.line, message: 'A “### ” question needs an answer under it.' });
  }
  return { sections, problems };
}

const nonEmpty = (items: string[]) => items.filter((item) => item !== '');

/** The page as a buyer sees it: values filled, parts whose condition does not hold left out. */
export function fillInfoBody(sections: BodySection[], fill: InfoPageFill): InfoSection[] {
  const fillBlock = (block: BodyBlock): InfoBlock | null => {
    switch (block.kind) {
      case 'paragraph':
      case 'note': {
        const text = fillText(block.text, fill);
        return text ? { kind: block.kind, text } : null;
      }
      case 'list': {
        const items = nonEmpty(block.items.map((item) => fillText(item.text, fill)));
        return items.length ? { kind: 'list', ...(block.ordered ? { ordered: true } : {}), items } : null;
      }
      case 'table':
        return fill.deliveryTable;
      case 'grid': {
        const [head = [], ...rows] = block.rows.map((row) => row.map((cell) => fillText(cell.text, fill)));
        const shown = rows.filter((row) => row[0] !== '');
        return shown.length ? { kind: 'table', caption: fillText(block.caption.text, fill), head, rows: shown } : null;
      }
      case 'faq': {
        const items = block.items
          .map((item) => ({ question: fillText(item.question.text, fill), answer: nonEmpty(item.answer.map((answer) => fillText(answer.text, fill))) }))
          .filter((item) => item.question !== '' && item.answer.length > 0);
        return items.length ? { kind: 'faq', items } : null;
      }
    }
  };
  return sections
    .map((section) => ({
      id: section.id,
      heading: fillText(section.heading.text, fill),
      blocks: section.blocks.map(fillBlock).filter((block): block is InfoBlock => block !== null),
    }))
    .filter((section) => section.heading !== '' && section.blocks.length > 0);
}

export const INFO_PAGE_MESSAGES = {
  saved: 'Page saved. The storefront shows it now.',
  stale: 'Someone saved this page after you opened it. Reload to see their changes, then make yours again.',
  notFound: 'There is no such page.',
} as const;

export const infoPagePatchSchema = z.object({
  title: z.string().trim().min(1, 'Give the page a title.').max(120, 'Keep the title under 120 characters.').optional(),
  meta_description: z.string().trim().min(1, 'Write a sentence or two for search results.').max(320, 'Keep the description under 320 characters.').optional(),
  body: z.string().min(1, 'The page needs some content.').max(60_000, 'The page is too long (60,000 characters at most).').optional(),
  version: z.number().int().positive(),
});
export type InfoPagePatch = z.infer<typeof infoPagePatchSchema>;

/** Per-field messages for what the schema cannot see: unknown values, unsafe links, a body that does not read. */
export function infoPageProblems(edit: { title: string; meta_description: string; body: string }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['title', 'meta_description'] as const) {
    const messages = textProblems(edit[field]);
    if (/\[[^\]]+\]\([^)]*\)/.test(edit[field])) messages.unshift('Links are not shown here; leave them for the page itself.');
    if (messages.length) errors[field] = messages;
  }
  const { problems } = parseInfoBody(edit.body);
  if (problems.length) errors.body = problems.map(({ line, message }) => `Line ${line}: ${message}`);
  return errors;
}
