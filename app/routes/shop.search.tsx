export default function ShopSearchPage() {
  return <main className="mx-auto max-w-7xl px-4 py-8">ShopSearch</main>;
}
