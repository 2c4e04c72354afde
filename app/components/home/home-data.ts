import type { CardProduct } from '#app/lib/card-product.ts';

/** A banner as the home page draws it; the loader sends only these fields. */
export interface HomeBanner {
  id: number;
  title: string;
  href: string;
  image: string;
  mobileImage: string | null;
  width: number;
  height: number;
}

export interface HomeCategoryBanner {
  id: number;
  title: string;
  subtitle: string | null;
  href: string;
  banner: HomeBanner;
  products: CardProduct[];
}

export interface FeaturedCategory {
  id: number;
  name: string;
  icon: string | null;
  href: string;
}

export interface FeaturedBrand {
  id: number;
  name: string;
  logo: string | null;
  href: string;
}
