export default function WishlistPage() {
  return <main className="mx-auto max-w-7xl px-4 py-8">Wishlist</main>;
}
