export default function SearchPage() {
  return <main className="mx-auto max-w-7xl px-4 py-8">Search</main>;
}
