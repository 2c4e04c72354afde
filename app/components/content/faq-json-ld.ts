import type { InfoPageContent } from './info-content.ts';

// Search engines want plain text: keep link labels, drop the marks.
const plain = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/\*\*([^*]+)\*\*/g, '$1');

/** schema.org FAQPage for a page whose sections hold questions and answers. */
export function faqJsonLd(page: InfoPageContent) {
  const questions = page.sections.flatMap((section) => section.blocks.flatMap((block) => (block.kind === 'faq' ? block.items : [])));
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: plain(item.question),
      acceptedAnswer: { '@type': 'Answer', text: item.answer.map(plain).join(' ') },
    })),
  };
}
