export default function NewArrivalsPage() {
  return <main className="mx-auto max-w-7xl px-4 py-8">NewArrivals</main>;
}
