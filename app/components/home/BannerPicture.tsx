import { preload } from 'react-dom';
import type { HomeBanner } from './home-data.ts';
import { imageLoading } from '#app/components/image-loading.ts';

// Below this width the narrower mobile artwork is shown (Tailwind's `sm` breakpoint).
const MOBILE_MEDIA = '(max-width: 639px)';
const WIDER_MEDIA = '(min-width: 640px)';

interface BannerPictureProps {
  banner: HomeBanner;
  /**
   * Shape of the mobile artwork (width / height). The box keeps this shape before the image
   * arrives, so nothing below it moves; the image covers it even if the artwork differs slightly.
   */
  mobileRatio: string;
  /** The first hero slide is the page's largest paint: load it at once, before anything else. */
  priority?: boolean;
}

/** A banner image, its mobile artwork on phones, in a box that never changes size while loading. */
export function BannerPicture({ banner, mobileRatio, priority = false }: BannerPictureProps) {
  // React preloads a high-priority <img> by itself, but not one inside <picture>, whose file
  // depends on the screen: say which file each screen needs, so the request leaves with the
  // page's <head> instead of once the parser reaches the banner.
  if (priority && banner.mobileImage) {
    preload(banner.mobileImage, { as: 'image', fetchPriority: 'high', media: MOBILE_MEDIA });
    preload(banner.image, { as: 'image', fetchPriority: 'high', media: WIDER_MEDIA });
  } else if (priority) {
    preload(banner.image, { as: 'image', fetchPriority: 'high' });
  }
  const ratios = {
    '--mobile-ratio': banner.mobileImage ? mobileRatio : `${banner.width} / ${banner.height}`,
    '--ratio': `${banner.width} / ${banner.height}`,
  } as React.CSSProperties;
  return (
    <picture style={ratios} className="block aspect-(--mobile-ratio) w-full overflow-hidden bg-slate-200 sm:aspect-(--ratio)">
      {banner.mobileImage ? <source media={MOBILE_MEDIA} srcSet={banner.mobileImage} /> : null}
      <img
        src={banner.image}
        alt={banner.title}
        width={banner.width}
        height={banner.height}
        {...imageLoading(priority)}
        decoding={priority ? 'sync' : 'async'}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}
