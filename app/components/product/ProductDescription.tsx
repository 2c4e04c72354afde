import { strings } from '#app/strings/index.ts';

/**
 * Descriptions are imported plain text: rendered as React text (so any markup in them is shown,
 * never run), with blank lines starting new paragraphs.
 */
export function ProductDescription({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <section aria-labelledby="description-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="description-heading" className="mb-3 text-lg font-semibold">
        {strings.product.page.description}
      </h2>
      <div className="flex flex-col gap-3 text-sm leading-relaxed text-slate-800">
        {paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered; two may read the same.
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
