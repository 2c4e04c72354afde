export default function ChatPage() {
  return <main className="mx-auto max-w-7xl px-4 py-8">Chat</main>;
}
