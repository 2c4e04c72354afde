/** Placeholder until the page lands. */
export default function Page() {
  return null;
}
