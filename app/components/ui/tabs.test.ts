import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

/** The attributes of each opening tag with the given role, in document order. */
function withRole(html: string, role: string): Record<string, string>[] {
  return [...html.matchAll(/<[a-z]+\s([^>]*)>/g)]
    .map((match) => Object.fromEntries([...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])))
    .filter((attributes) => attributes.role === role);
}

function render(defaultValue: string): string {
  return renderToString(
    h(
      Tabs,
      { defaultValue },
      h(TabsList, { 'aria-label': 'Product details' }, h(TabsTrigger, { value: 'specs' }, 'Specifications'), h(TabsTrigger, { value: 'about' }, 'Description')),
      h(TabsContent, { value: 'specs' }, 'RAM 16 GB'),
      h(TabsContent, { value: 'about' }, 'A light laptop'),
    ),
  );
}

describe('Tabs', () => {
  it('names the tab list and marks only the chosen tab as selected', () => {
    const html = render('about');
    expect(withRole(html, 'tablist').map((list) => list['aria-label'])).toEqual(['Product details']);
    const tabs = withRole(html, 'tab');
    expect(tabs.map((tab) => tab['aria-selected'])).toEqual(['false', 'true']);
  });

  it('shows only the chosen panel, labelled by its tab, which points back at it', () => {
    const html = render('specs');
    expect(html).toContain('RAM 16 GB');
    expect(html).not.toContain('A light laptop');
    const [chosen] = withRole(html, 'tab');
    const shown = withRole(html, 'tabpanel').filter((panel) => panel.hidden === undefined);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.['aria-labelledby']).toBe(chosen?.id);
    expect(chosen?.['aria-controls']).toBe(shown[0]?.id);
  });
});
