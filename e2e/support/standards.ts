// The two checks beside axe that the standards item of the storefront issue asks of every page:
// the W3C Nu Html Checker (vnu) on the markup, and HTML_CodeSniffer's WCAG2AA sniffs on the live page.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
const HTMLCS_SOURCE = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

export interface Finding {
  /** Which document or page the finding belongs to. */
  where: string;
  text: string;
}

export interface HtmlDocument {
  /** A readable name, used in the failure list. */
  name: string;
  html: string;
}

/**
 * vnu errors that are not errors in the shop's markup, each with why:
 * - "CSS: …": the inlined stylesheet is Tailwind 4's output. vnu's CSS checker predates features
 *   browsers ship and Tailwind emits (@property, @starting-style, margin-trim, custom properties in
 *   transition-property), so it reports thousands of false errors per page.
 * - elementtiming on img: the Element Timing API's attribute (not in the HTML standard yet); the
 *   page starts its scripts once the image it names has painted (boot-after-largest-image.ts).
 */
const NOT_MARKUP_ERRORS = [/^CSS: /, /^Attribute “elementtiming” not allowed on element “img”/];

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * vnu's errors for every document, from one start of Java: the checker takes many files at once,
 * and its start-up is most of its cost. Warnings are not failures: the ones it gives here are advice
 * about document outline (an article or section without a heading), which the shop's cards and
 * panels choose on purpose; they are listed in the test's output, not failed. Errors fail, but for
 * the few NOT_MARKUP_ERRORS above.
 */
export async function vnuFindings(documents: HtmlDocument[]): Promise<{ errors: Finding[]; warnings: Finding[] }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'dokan-vnu-'));
  const files = await Promise.all(
    documents.map(async (document, index) => {
      const file = path.join(folder, `${String(index).padStart(3, '0')}.html`);
      await writeFile(file, document.html);
      return { file, name: document.name };
    }),
  );
  const nameOf = new Map(files.map(({ file, name }) => [path.basename(file), name]));
  // vnu exits 1 when it found errors; its JSON report is what counts, so read it either way.
  const output = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files.map(({ file }) => file)], {
    maxBuffer: 64 * 1024 * 1024,
  })
    .catch((error: { stdout?: string; stderr?: string; message: string }) => {
      if (!error.stdout) throw new Error(`vnu did not run: ${error.stderr || error.message}`);
      return { stdout: error.stdout };
    })
    .finally(() => rm(folder, { recursive: true, force: true }));
  const report = JSON.parse(output.stdout) as { messages: VnuMessage[] };
  const finding = (message: VnuMessage): Finding => ({
    where: nameOf.get(path.basename(message.url ?? '')) ?? message.url ?? 'vnu',
    text: `${message.message}${message.lastLine ? ` (line ${message.lastLine})` : ''}${message.extract ? ` — ${message.extract.replace(/\s+/g, ' ').trim()}` : ''}`,
  });
  return {
    errors: report.messages.filter((message) => message.type !== 'info' && !NOT_MARKUP_ERRORS.some((pattern) => pattern.test(message.message))).map(finding),
    warnings: report.messages.filter((message) => message.type === 'info' && message.subType === 'warning').map(finding),
  };
}

/**
 * HTML_CodeSniffer's WCAG2AA errors on the page as it is now (after the scripts ran). Its warnings
 * and notices ask a person to check something by eye; errors are what it can decide on its own.
 */
export async function htmlcsErrors(page: Page, where: string): Promise<Finding[]> {
  // evaluate rather than a <script> tag: the shop's Content-Security-Policy refuses inline scripts.
  await page.evaluate(HTMLCS_SOURCE);
  const messages = await page.evaluate(
    () =>
      new Promise<{ code: string; msg: string; element: string }[]>((resolve, reject) => {
        interface HtmlcsMessage {
          type: number;
          code: string;
          msg: string;
          element: Element | Document;
        }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, root: Document, done: () => void, failed: () => void, lang: string) => void;
              getMessages: () => HtmlcsMessage[];
              getTranslation: (key: string) => string | undefined;
            };
          }
        ).HTMLCS;
        // 2.5.1 ships no English text for its autocomplete sniff (1_3_5_H98.InvalidAutoComplete_*)
        // and then throws while reporting; the message code is still the finding, so name it by that.
        const translate = htmlcs.getTranslation.bind(htmlcs);
        htmlcs.getTranslation = (key) => translate(key) ?? key;
        const ERROR = 1;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === ERROR)
                .map((message) => ({
                  code: message.code,
                  msg: message.msg,
                  element: message.element instanceof Element ? message.element.outerHTML.slice(0, 160) : '#document',
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer failed to run')),
          'en',
        );
      }),
  );
  return messages.map((message) => ({ where, text: `${message.code}: ${message.msg} — ${message.element}` }));
}

/** One line per finding, grouped by where it was found, for a failure message. */
export function listFindings(findings: Finding[]): string[] {
  return findings.map((finding) => `${finding.where}: ${finding.text}`);
}
