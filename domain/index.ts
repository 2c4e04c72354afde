export * from './slug.ts';
export * from './pricing.ts';
export * from './stock.ts';
export * from './image-url.ts';
export * from './variants.ts';
export * from './money.ts';
export * from './messages.ts';
export * from './account.ts';
