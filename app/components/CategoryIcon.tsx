import {
  Aperture,
  Apple,
  AudioLines,
  Battery,
  BatteryCharging,
  Box,
  Briefcase,
  Cable,
  Camera,
  CircuitBoard,
  Cpu,
  Ear,
  Fan,
  Gamepad2,
  Gpu,
  HardDrive,
  Headphones,
  Keyboard,
  Laptop,
  LaptopMinimal,
  LayoutGrid,
  MemoryStick,
  Monitor,
  MonitorCheck,
  MonitorCog,
  MonitorPlay,
  Mouse,
  Network,
  Phone,
  PlugZap,
  Printer,
  Projector,
  Router,
  Smartphone,
  Speaker,
  Tablet,
  Tv,
  Usb,
  Video,
  Watch,
  Webcam,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import type { CategoryIconName } from '#domain/category-icons.ts';

// Categories name their icon by its lucide name (or give an image URL). Only the names staff can
// choose (domain/category-icons.ts) are bundled (importing every icon would add hundreds of kilobytes); an unknown
// name falls back to a grid. The header loads this with its menus on demand, not with every page.
const ICONS: Record<CategoryIconName, LucideIcon> = {
  aperture: Aperture,
  apple: Apple,
  'audio-lines': AudioLines,
  battery: Battery,
  'battery-charging': BatteryCharging,
  box: Box,
  briefcase: Briefcase,
  cable: Cable,
  camera: Camera,
  'circuit-board': CircuitBoard,
  cpu: Cpu,
  ear: Ear,
  fan: Fan,
  'gamepad-2': Gamepad2,
  gpu: Gpu,
  'hard-drive': HardDrive,
  headphones: Headphones,
  keyboard: Keyboard,
  laptop: Laptop,
  'laptop-minimal': LaptopMinimal,
  'memory-stick': MemoryStick,
  monitor: Monitor,
  'monitor-check': MonitorCheck,
  'monitor-cog': MonitorCog,
  'monitor-play': MonitorPlay,
  mouse: Mouse,
  network: Network,
  phone: Phone,
  'plug-zap': PlugZap,
  printer: Printer,
  projector: Projector,
  router: Router,
  smartphone: Smartphone,
  speaker: Speaker,
  tablet: Tablet,
  tv: Tv,
  usb: Usb,
  video: Video,
  watch: Watch,
  webcam: Webcam,
  wifi: Wifi,
};

function isImageUrl(icon: string): boolean {
  return /^(https?:\/\/|\/)/.test(icon);
}

/** A category's icon, decorative: the category name is always shown next to it. */
export function CategoryIcon({ icon, className = 'size-5' }: { icon: string | null; className?: string }) {
  if (icon && isImageUrl(icon)) return <img src={icon} alt="" width={20} height={20} loading="lazy" className={`${className} object-contain`} />;
  const Icon = (icon && Object.hasOwn(ICONS, icon) ? ICONS[icon as CategoryIconName] : undefined) ?? LayoutGrid;
  return <Icon aria-hidden="true" className={className} />;
}
