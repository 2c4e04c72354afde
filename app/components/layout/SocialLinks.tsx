import type { ShellData } from '#app/lib/shell-data.ts';
import { fill, strings } from '#app/strings/index.ts';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from './BrandIcons.tsx';

const copy = strings.layout.footer;
type Networks = ShellData['settings']['social_links'];

/** Where the icons point when the shop has not set its own pages. */
const FALLBACK_LINKS: Required<Networks> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
};

const NETWORKS = [
  { key: 'facebook', icon: FacebookIcon },
  { key: 'instagram', icon: InstagramIcon },
  { key: 'youtube', icon: YouTubeIcon },
] as const;

/** Facebook, Instagram and YouTube icons, each named for screen readers. */
export function SocialLinks({ links, shopName }: { links: Networks; shopName: string }) {
  return (
    <ul aria-label={copy.socialLabel} className="flex items-center gap-2">
      {NETWORKS.map(({ key, icon: Icon }) => (
        <li key={key}>
          <a
            href={links[key] || FALLBACK_LINKS[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(copy.followOn, { shop: shopName, network: copy.social[key] })}
            className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white hover:text-brand-700"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
