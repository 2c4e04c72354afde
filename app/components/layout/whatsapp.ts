/** A WhatsApp click-to-chat link: wa.me wants the number as bare digits, country code first. */
export function whatsappUrl(number: string, message: string): string {
  const digits = number.replace(/\D/g, '');
  const text = message.trim();
  return text === '' ? `https://wa.me/${digits}` : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
