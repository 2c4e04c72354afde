/**
 * Link attributes for a navigation item the admin marked "open in new tab": a new tab, and the
 * opened page gets no handle on ours (noopener) nor our address (noreferrer).
 */
export function newTabAttributes(item: { open_in_new_tab: boolean }): { target?: '_blank'; rel?: string } {
  return item.open_in_new_tab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
