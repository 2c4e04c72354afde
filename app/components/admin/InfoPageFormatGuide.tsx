import { INFO_PAGE_BLOCK_TOKENS, INFO_PAGE_CONDITIONS, INFO_PAGE_TOKENS } from '#domain/info-pages.ts';

const code = 'rounded bg-slate-100 px-1 font-mono text-[0.8125rem] text-slate-900';

/** How to write a page's content: the few marks the storefront understands, and the values it can quote. */
export function InfoPageFormatGuide() {
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900">How to write the content</summary>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        <li>Leave an empty line between paragraphs, lists and tables.</li>
        <li>
          <code className={code}>## Heading</code> starts a section; <code className={code}>## Heading {'{#link-name}'}</code> names its link.
        </li>
        <li>
          <code className={code}>### Question</code> starts a question; the paragraphs under it are the answer.
        </li>
        <li>
          <code className={code}>- item</code> for a list, <code className={code}>1. step</code> for numbered steps, <code className={code}>&gt; text</code> for
          a highlighted note.
        </li>
        <li>
          <code className={code}>**bold**</code> and links: <code className={code}>[Track Order](/track-order)</code> or{' '}
          <code className={code}>[text](https://…)</code>.
        </li>
        <li>
          <code className={code}>Table: caption</code>, then rows <code className={code}>| Paid by | Time |</code>; the first row is the heading.
        </li>
        <li>
          <code className={code}>{'{{if cash_on_delivery}}…{{end}}'}</code> shows text only when it holds; <code className={code}>{'{{if not …}}'}</code> when
          it does not. A line left empty is not shown.
        </li>
      </ul>
      <p className="mt-3 font-semibold text-slate-900">Values from the settings</p>
      <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        {Object.entries({ ...INFO_PAGE_TOKENS, ...INFO_PAGE_BLOCK_TOKENS }).map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt>
              <code className={code}>{`{{${name}}}`}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 font-semibold text-slate-900">Conditions</p>
      <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        {Object.entries(INFO_PAGE_CONDITIONS).map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt>
              <code className={code}>{name}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
