// STUB: replaced by the helper that owns this page.
export default function Placeholder() {
  return <main className="mx-auto max-w-7xl px-4 py-12">Coming soon</main>;
}
