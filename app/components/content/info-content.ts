import { fillInfoBody, fillText, type InfoPageFill, type InfoSection, parseInfoBody } from '#domain/info-pages.ts';

export type { InfoBlock, InfoSection } from '#domain/info-pages.ts';

/** An information or policy page as the storefront renders it: its values filled, its conditions applied. */
export interface InfoPageContent {
  title: string;
  /** Meta description, also the lead paragraph under the title. */
  description: string;
  /** ISO date, shown as "Last updated …". */
  lastUpdated: string;
  sections: InfoSection[];
}

/** The page as a buyer reads it, from the copy staff saved (or are typing, for the preview). */
export function infoPageContent(copy: { title: string; description: string; body: string; updatedAt: string }, values: InfoPageFill): InfoPageContent {
  return {
    title: fillText(copy.title, values),
    description: fillText(copy.description, values),
    lastUpdated: copy.updatedAt,
    sections: fillInfoBody(parseInfoBody(copy.body).sections, values),
  };
}
