export default function ShopPage() {
  return <main className="mx-auto max-w-7xl px-4 py-8">Shop</main>;
}
