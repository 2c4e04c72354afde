// Navigation, footer, banners and contact details of the demo shop.
import { DEFAULT_DELIVERY_CHARGES } from '#domain/delivery.ts';

export const demoShopSettings = {
  shopName: 'Dokan',
  // Mobile numbers, as the settings page takes them (the shop's one phone rule).
  phone: '+8801712345678',
  whatsappNumber: '+8801712345678',
  email: 'support@dokan.com.bd',
  address: 'Level 5, Multiplan Center, 69-71 New Elephant Road, Dhaka 1205',
  socialLinks: {
    facebook: 'https://www.facebook.com/dokan.bd',
    instagram: 'https://www.instagram.com/dokan.bd',
    youtube: 'https://www.youtube.com/@dokanbd',
  },
  // A demo has no trade licence, DBID or BIN of its own: the footer shows none rather than made-up ones.
  tradeLicence: null,
  dbid: null,
  bin: null,
  deliveryCharges: DEFAULT_DELIVERY_CHARGES,
  paymentMethods: { cod: true, online: true },
};

export const demoHeaderLinks: {
  name: string;
  url: string;
  icon: string;
  displayOrder: number;
  isMegamenu?: boolean;
  category?: string;
}[] = [
  { name: 'Home', url: '/', icon: 'house', displayOrder: 1 },
  { name: 'Shop', url: '/shop', icon: 'store', displayOrder: 2 },
  { name: 'Offers', url: '/offers', icon: 'badge-percent', displayOrder: 3 },
  { name: 'New Arrivals', url: '/new-arrivals', icon: 'sparkles', displayOrder: 4 },
  { name: 'Flash Sale', url: '/flash-sale', icon: 'zap', displayOrder: 5 },
  { name: 'About Us', url: '/about-us', icon: 'info', displayOrder: 6 },
  { name: 'Contact', url: '/contact', icon: 'phone', displayOrder: 7 },
  { name: 'All Categories', url: '/categories', icon: 'layout-grid', displayOrder: 8, isMegamenu: true },
];

export const demoFooter: { title: string; links: { name: string; url: string; icon?: string }[] }[] = [
  {
    title: 'Customer Service',
    links: [
      { name: 'Contact Us', url: '/contact' },
      { name: 'FAQs', url: '/faqs' },
      { name: 'Shipping Info', url: '/shipping-info' },
      { name: 'Track Order', url: '/track-order' },
      { name: 'Return Policy', url: '/return-policy' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About Us', url: '/about-us' },
      { name: 'Terms & Conditions', url: '/terms' },
      { name: 'Privacy Policy', url: '/privacy-policy' },
      { name: 'Warranty Policy', url: '/warranty-policy' },
    ],
  },
  {
    title: 'Shop',
    links: [
      { name: 'Offers', url: '/offers' },
      { name: 'New Arrivals', url: '/new-arrivals' },
      { name: 'Flash Sale', url: '/flash-sale' },
      { name: 'All Categories', url: '/categories' },
    ],
  },
];

// Banners are drawn into images and kept as rows, so they cannot follow the shop's settings: they
// promise no delivery charge, free delivery, instalments or way to pay (checkout's terms say those).
export const demoBanners = [
  { position: 'hero', title: 'Laptop Fest 2026', subtitle: 'Top brands for work, study and play', linkUrl: '/shop/category/laptops-notebooks' },
  {
    position: 'hero',
    title: 'Build Your Dream PC',
    subtitle: 'Processors, graphics cards and more at the best prices',
    linkUrl: '/shop/category/pc-components',
  },
  { position: 'hero', title: 'New Smartphones Are Here', subtitle: 'The latest phones with official warranty', linkUrl: '/new-arrivals' },
  { position: 'side', title: 'Gaming Gear', subtitle: 'Keyboards, mice and headsets', linkUrl: '/shop/category/accessories' },
  { position: 'side', title: 'Monitor Deals', subtitle: 'Sharper screens for less', linkUrl: '/shop/category/monitors' },
];

export const demoCategoryBanners = [
  { category: 'Laptops & Notebooks', title: 'Laptops & Notebooks', subtitle: 'Work, study and play anywhere' },
  { category: 'Phones & Tablets', title: 'Phones & Tablets', subtitle: 'The latest phones with official warranty' },
  { category: 'PC Components', title: 'PC Components', subtitle: 'Everything to build or upgrade your PC' },
  { category: 'Monitors', title: 'Monitors', subtitle: 'From office screens to 240 Hz gaming panels' },
  { category: 'Accessories', title: 'Accessories', subtitle: 'Keyboards, mice, audio and power' },
];
