/**
 * The icons a category can show, by their lucide names: the storefront bundles exactly these
 * (app/components/CategoryIcon.tsx), so staff choose from this list and the API accepts no other.
 */
export const CATEGORY_ICONS = [
  'aperture',
  'apple',
  'audio-lines',
  'battery',
  'battery-charging',
  'box',
  'briefcase',
  'cable',
  'camera',
  'circuit-board',
  'cpu',
  'ear',
  'fan',
  'gamepad-2',
  'gpu',
  'hard-drive',
  'headphones',
  'keyboard',
  'laptop',
  'laptop-minimal',
  'memory-stick',
  'monitor',
  'monitor-check',
  'monitor-cog',
  'monitor-play',
  'mouse',
  'network',
  'phone',
  'plug-zap',
  'printer',
  'projector',
  'router',
  'smartphone',
  'speaker',
  'tablet',
  'tv',
  'usb',
  'video',
  'watch',
  'webcam',
  'wifi',
] as const;

export type CategoryIconName = (typeof CATEGORY_ICONS)[number];

/** How the chooser names an icon: "gamepad-2" reads as "Gamepad 2". */
export function categoryIconLabel(name: CategoryIconName): string {
  const words = name.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
