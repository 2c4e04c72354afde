import { CART_MESSAGES, PRODUCT_LABELS, SHARE_MESSAGES, WISHLIST_MESSAGES } from '#domain/messages.ts';
import { OPTION_UNAVAILABLE_TITLE } from '#domain/variants.ts';

/** Copy for product cards, the quick-view modal and the product page. Texts the server also sends come from domain/messages. */
export const product = {
  labels: PRODUCT_LABELS,
  cart: CART_MESSAGES,
  wishlist: WISHLIST_MESSAGES,
  optionUnavailable: OPTION_UNAVAILABLE_TITLE,
  compare: {
    added: 'Added to compare list!',
    removed: 'Removed from compare list!',
    full: 'Your compare list is full (up to {limit} products). Remove one to add another.',
    add: 'Add to Compare',
    remove: 'Remove from Compare',
  },
  card: {
    wishlistButton: 'Wishlist',
    cartButton: 'Cart',
    remove: 'Remove',
    call: 'Call',
    callLabel: 'Call the shop about {name}',
    sku: 'SKU: {sku}',
    offBadge: 'OFF {percent}%',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    imageCounter: 'Image {index} of {count}',
    quickView: 'Quick view',
  },
  stock: {
    inStock: 'In Stock',
    outOfStock: PRODUCT_LABELS.outOfStock,
  },
  price: {
    retail: 'Regular price',
    current: 'Price',
    save: 'Save {amount}',
  },
  modal: {
    description: 'Quick view of {name}: choose options and quantity, then add it to your cart.',
    close: 'Close',
    loading: 'Loading product…',
    error: 'We could not load this product. Please try again.',
    retry: 'Try again',
    viewDetails: 'View full details',
  },
  gallery: {
    label: 'Product images',
    openFullscreen: 'View image {index} full screen',
    showImage: 'Show image {index}',
    fullscreenTitle: 'Images of {name}',
    counter: '{index} / {count}',
    close: 'Close full screen view',
    previous: 'Previous image',
    next: 'Next image',
  },
  quantity: {
    label: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
  },
  actions: {
    contactSeller: 'Contact Seller',
    callSeller: 'Call',
    whatsappSeller: 'WhatsApp',
    whatsappGreeting: 'Hello, I am interested in {name} ({url})',
    addToWishlist: 'Add to Wishlist',
    removeFromWishlist: 'Remove from Wishlist',
  },
  share: {
    title: SHARE_MESSAGES.title,
    linkCopied: SHARE_MESSAGES.linkCopied,
    copyLink: 'Copy link',
    nativeShare: 'Share…',
    text: 'Check out this amazing product: {name}',
    priceText: 'Price: {price}',
    shareOn: 'Share on {network}',
    byEmail: 'Share by email',
    failed: 'Failed to share product. Please try again or copy the link manually.',
    windowBlockedCopied: 'Could not open sharing window. Product link copied to clipboard!',
    windowBlockedManual: 'Could not open sharing window. Please copy the link manually: {url}',
    networks: {
      facebook: 'Facebook',
      twitter: 'Twitter',
      linkedin: 'LinkedIn',
      whatsapp: 'WhatsApp',
      pinterest: 'Pinterest',
      telegram: 'Telegram',
    },
  },
  stickyBar: {
    label: 'Price and Add to Cart',
    chooseOptions: 'Choose options',
  },
  emi: {
    cashPrice: 'Cash price',
    regularPrice: 'Regular price',
    from: 'EMI from {amount}/month',
    plans: 'See EMI plans',
    tableCaption: 'Monthly EMI by bank and tenure, at the regular price of {price}',
    bank: 'Bank',
    months: '{months} months',
    notOffered: 'Not offered',
    totalWithCharge: 'Total {total}',
    note: 'Instalments on a credit card of the bank, from the regular price plus the bank’s charge for the tenure (rounded up to whole taka). Choose the plan when paying online at checkout.',
    minimum: 'From {amount}',
  },
  page: {
    flashSaleUntil: 'Flash sale price until {date}, Dhaka time',
    brand: 'Brand',
    sku: 'SKU',
    category: 'Category',
    specifications: 'Key Specifications',
    keyFeatures: 'Key Features',
    /** Before the product's own warranty line, beside the price. */
    warrantyLabel: 'Warranty',
    description: 'Description',
    related: 'Related Products',
    deliveryTitle: 'Delivery & Warranty',
    /** Charges and days as checkout charges them (filled from the shop's terms). */
    delivery:
      'Delivery inside Dhaka city in {cityDays} working days for {cityCharge}, elsewhere in Bangladesh in {elsewhereDays} working days for {elsewhereCharge}.',
    /** Online payment is promised only when checkout can take it, and as its gateway takes it. */
    payment: {
      cod: 'Pay in cash on delivery.',
      codOrOnline: {
        sslcommerz: 'Cash on delivery, or pay online by card, mobile banking or internet banking.',
        test: 'Cash on delivery, or pay on the shop’s test payment page (no money is taken).',
      },
      /** When the owner switched cash on delivery off. */
      onlineOnly: {
        sslcommerz: 'Pay online when you order, by card, mobile banking or internet banking; no cash on delivery.',
        test: 'Pay on the shop’s test payment page when you order (no money is taken); no cash on delivery.',
      },
      /** bKash beside the others, or alone. */
      bkashToo: 'You can also pay with bKash.',
      bkashOnly: 'Pay with bKash when you order; no cash on delivery.',
    },
    warranty: 'Official warranty from the Bangladesh distributor; see our warranty policy for details.',
    warrantyLink: 'Warranty policy',
    metaTitle: '{name} Price in Bangladesh | {shop}',
    metaFallbackDescription: 'Buy {name} at the best price in Bangladesh from {shop}.',
  },
} as const;
