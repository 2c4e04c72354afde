export default function InfoPagePage() {
  return <main className="mx-auto max-w-7xl px-4 py-8">InfoPage</main>;
}
