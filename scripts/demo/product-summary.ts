import { PRODUCT_EDIT_LIMITS } from '#domain/product-edit.ts';
import type { DemoSpec } from './types.ts';

const WARRANTY = 'Warranty';
const KEY_FEATURES = 4;

/**
 * What the product page shows beside the price, taken from a demo product's specifications. The
 * warranty line moves out of the specifications rather than being copied, so one place states it;
 * other rows of the Warranty group (such as a note on the battery's shorter cover) stay there.
 * Key features are the first row of each of the first four other groups, so a laptop's name its
 * processor, display, memory and storage rather than four facts about its processor. A Brand row
 * is skipped: the page names the brand already.
 */
export function productSummary(specs: readonly DemoSpec[]): { keyFeatures: string[]; warranty: string | null; specs: DemoSpec[] } {
  const warranty = specs.find((spec) => spec.group === WARRANTY && spec.name === WARRANTY) ?? null;
  const keyFeatures: string[] = [];
  const groupsUsed = new Set<string>();
  for (const spec of specs) {
    if (keyFeatures.length === KEY_FEATURES) break;
    if (spec.group === WARRANTY || groupsUsed.has(spec.group) || spec.name === 'Brand' || spec.value === 'None') continue;
    const feature = `${spec.name}: ${spec.value}`;
    if (feature.length > PRODUCT_EDIT_LIMITS.keyFeature) continue;
    groupsUsed.add(spec.group);
    keyFeatures.push(feature);
  }
  return {
    keyFeatures,
    warranty: warranty && warranty.value.length <= PRODUCT_EDIT_LIMITS.warranty ? warranty.value : null,
    specs: warranty && warranty.value.length <= PRODUCT_EDIT_LIMITS.warranty ? specs.filter((spec) => spec !== warranty) : [...specs],
  };
}
