import { Link } from 'react-router';
import { imageUrlOrPlaceholder } from '#domain/image-url.ts';
import { productPathOf } from '#domain/slug.ts';

const thumbnailSizes = {
  /** A row of a list (orders, purchases). */
  md: { pixels: 56, className: 'size-14' },
  /** A line of one order, where the picture is the main thing to recognise it by. */
  lg: { pixels: 72, className: 'size-16 sm:size-18' },
} as const;

/** A bought product's picture beside its line; decorative, as the line names the product. */
export function LineThumbnail({ image, size = 'md' }: { image: Parameters<typeof imageUrlOrPlaceholder>[0]; size?: keyof typeof thumbnailSizes }) {
  const { pixels, className } = thumbnailSizes[size];
  return (
    <img
      src={imageUrlOrPlaceholder(image)}
      alt=""
      width={pixels}
      height={pixels}
      loading="lazy"
      className={`${className} shrink-0 rounded-md border border-slate-100 bg-white object-contain`}
    />
  );
}

interface LineProductProps {
  name: string;
  /** Null once the product is gone from the shop: the name is then plain text. */
  productId: number | null;
  options: readonly { name: string; value: string }[];
}

/** A bought product's name, linking to it while it still exists, and the options chosen. */
export function LineProduct({ name, productId, options }: LineProductProps) {
  return (
    <>
      {productId ? (
        <Link to={productPathOf(name, productId)} className="text-sm font-medium text-slate-900 hover:text-brand-700">
          {name}
        </Link>
      ) : (
        <p className="text-sm font-medium text-slate-900">{name}</p>
      )}
      {options.length > 0 ? <p className="mt-0.5 text-xs text-slate-600">{options.map((option) => `${option.name}: ${option.value}`).join(' · ')}</p> : null}
    </>
  );
}
