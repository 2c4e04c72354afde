import {
  Camera,
  Cpu,
  Gamepad2,
  Headphones,
  Keyboard,
  LayoutGrid,
  Laptop,
  Monitor,
  Mouse,
  Printer,
  Router,
  Smartphone,
  Tablet,
  Tv,
  Watch,
  type LucideIcon,
} from 'lucide-react';

/**
 * Category icons arrive as lucide names (or image URLs). Only the names the shop's top categories
 * use are bundled, so the header does not ship the whole icon set; anything else gets a grid.
 */
const ICONS: Record<string, LucideIcon> = {
  camera: Camera,
  cpu: Cpu,
  'gamepad-2': Gamepad2,
  headphones: Headphones,
  keyboard: Keyboard,
  laptop: Laptop,
  monitor: Monitor,
  mouse: Mouse,
  printer: Printer,
  router: Router,
  smartphone: Smartphone,
  tablet: Tablet,
  tv: Tv,
  watch: Watch,
};

function isImageUrl(icon: string): boolean {
  return /^(https?:\/\/|\/)/.test(icon);
}

/** A decorative category icon: the category name always sits next to it. */
export function CategoryIcon({ icon, className = 'size-5' }: { icon: string | null; className?: string }) {
  if (icon && isImageUrl(icon)) return <img src={icon} alt="" width={20} height={20} loading="lazy" className={`${className} object-contain`} />;
  const Icon = (icon ? ICONS[icon] : undefined) ?? LayoutGrid;
  return <Icon aria-hidden="true" className={className} />;
}
