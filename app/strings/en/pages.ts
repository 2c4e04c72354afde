import type { PaymentMethod } from '#domain/shop-settings.ts';

/** Copy for the pages area: home, information pages, chat, compare, wishlist. */
export const pages = {
  home: {
    title: '{shopName} | Laptops, phones, PC components and accessories in Bangladesh',
    /** {payment} is one of `payment`, by the ways to pay checkout offers now, so it never promises a switched-off one. */
    // Short enough that the longest {payment} still fits a search result's 160 characters.
    description: 'Laptops, smartphones, monitors, PC parts and accessories in Bangladesh, with official warranty and delivery nationwide.{payment}',
    payment: {
      cod: ' Cash on delivery.',
      online: ' Secure online payment.',
      codAndOnline: ' Cash on delivery or online payment.',
    },
    heading: '{shopName}: electronics shop in Bangladesh',
    carousel: {
      label: 'Featured offers',
      slide: 'Slide {index} of {total}',
      previous: 'Previous slide',
      next: 'Next slide',
      goTo: 'Go to slide {index}',
      pause: 'Pause slideshow',
      play: 'Play slideshow',
    },
    promotions: 'Promotions',
    popular: 'Popular Products',
    newArrivals: 'New Arrivals',
    bestSelling: 'Best Selling',
    viewAll: 'View all',
    viewAllOf: 'View all {section}',
    shopCategory: 'Shop all {name}',
    featuredCategories: 'Shop by Category',
    allCategories: 'All categories',
    featuredBrands: 'Top Brands',
    allBrands: 'Shop all brands',
  },
  info: {
    toc: 'On this page',
    lastUpdated: 'Last updated {date}',
    titleSuffix: '{title} | {shopName}',
    /** The words a page written in Bengali (lang="bn") says around its own text, in its language. */
    bn: {
      toc: 'এই পাতায়',
      lastUpdated: 'সর্বশেষ হালনাগাদ {date}',
    },
  },
  contact: {
    cardsHeading: 'Get in touch',
    phone: 'Call us',
    whatsapp: 'WhatsApp',
    whatsappAction: 'Chat on WhatsApp',
    email: 'Email',
    address: 'Showroom',
    mapLink: 'Open in Google Maps',
    hours: 'Opening hours',
    hoursValue: 'Saturday – Thursday, 10am – 8pm',
    hoursNote: 'Closed on Fridays and public holidays',
  },
  chat: {
    title: 'Chat with us',
    metaTitle: 'Chat with us | {shopName}',
    description: 'Chat with the {shopName} team on WhatsApp for product advice, order updates, returns and warranty help, or call and email us.',
    lead: 'Get quick answers about products, prices, your order, returns or warranty from a real person on our team.',
    whatsappHeading: 'Chat on WhatsApp',
    whatsappBody: 'The fastest way to reach us. Send a message and we usually reply within a few minutes during opening hours.',
    whatsappAction: 'Chat on WhatsApp',
    greeting: 'Hello {shopName}! I have a question about a product.',
    phoneHeading: 'Call us',
    phoneBody: 'Talk to our sales and support team.',
    emailHeading: 'Email us',
    emailBody: 'For detailed questions, quotations and complaints. We reply within one working day.',
    hours: 'We are available Saturday to Thursday, 10am – 8pm. Messages sent outside these hours are answered the next working day.',
    tipsHeading: 'To help us answer quickly',
    tips: [
      'Include your order number if your question is about an order.',
      'Send the product name or a link to its page.',
      'For a fault, describe the problem and attach a photo or short video.',
    ],
    moreHelp: 'You can also find answers in our [FAQ](/faqs), or read the [Return Policy](/return-policy) and [Warranty Policy](/warranty-policy).',
  },
  compare: {
    title: 'Compare Products',
    metaTitle: 'Compare products | {shopName}',
    description: 'Compare prices, brands, stock and specifications of products side by side.',
    count: '{count} of {limit} products',
    clearAll: 'Clear all',
    remove: 'Remove',
    removeNamed: 'Remove {name} from compare',
    cleared: 'Compare list cleared',
    emptyTitle: 'Your compare list is empty',
    emptyBody: 'Add products with the compare button on a product to see their prices and specifications side by side.',
    browse: 'Browse products',
    tableCaption: 'Product comparison',
    feature: 'Feature',
    product: 'Product',
    price: 'Price',
    brand: 'Brand',
    availability: 'Availability',
    specifications: 'Specifications',
    specsLoading: 'Loading specifications...',
    specsFailed: 'Specifications could not be loaded.',
    notListed: '—',
    notListedLabel: 'Not listed',
    scrollHint: 'Swipe sideways to see every product.',
  },
  wishlist: {
    title: 'My Wishlist',
    metaTitle: 'My wishlist | {shopName}',
    description: 'Products you saved to buy later.',
    count: { one: '{count} saved item', other: '{count} saved items' },
    remove: 'Remove',
    removeNamed: 'Remove {name} from wishlist',
    /** Read after "Add to Cart" by screen readers, so each row's button says which product. */
    addToCartSuffix: ': {name}',
    added: 'Added {date}',
    emptyTitle: 'Your wishlist is empty',
    emptyBody: 'Tap the heart on any product to save it here for later.',
    browse: 'Continue shopping',
  },
} as const;

/**
 * The home page's description, naming only the ways to pay checkout offers now (none when they are not known).
 * Here rather than in shop-terms.ts, whose phrases the product page loads: the home copy stays out of it.
 */
export function homeDescription(methods: readonly PaymentMethod[]): string {
  const { payment } = pages.home;
  const cod = methods.includes('cod');
  const online = methods.includes('online');
  const sentence = cod && online ? payment.codAndOnline : cod ? payment.cod : online ? payment.online : '';
  return pages.home.description.replace('{payment}', sentence);
}
