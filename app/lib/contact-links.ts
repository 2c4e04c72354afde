import type { ShellData } from '#app/lib/shell-data.ts';

type Settings = ShellData['settings'];

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** "+8801712345678" or "8801712345678" as "+880 1712-345678"; other numbers as given. */
export function formatPhone(number: string): string {
  const digits = digitsOnly(number);
  if (digits.startsWith('880') && digits.length === 13) return `+880 ${digits.slice(3, 7)}-${digits.slice(7)}`;
  return number;
}

/** A call link; a leading + stays, other punctuation and spaces go. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp click-to-chat link: wa.me wants the number as bare digits, country code first. */
export function whatsappUrl(number: string, message: string): string {
  const text = message.trim();
  return text === '' ? `https://wa.me/${digitsOnly(number)}` : `https://wa.me/${digitsOnly(number)}?text=${encodeURIComponent(text)}`;
}

function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** Values for the `{placeholders}` of information pages and contact copy. */
export function contactValues(settings: Settings, greeting: string) {
  return {
    shopName: settings.shop_name,
    phone: formatPhone(settings.phone),
    phoneHref: telHref(settings.phone),
    email: settings.email,
    address: settings.address,
    whatsapp: formatPhone(settings.whatsapp_number),
    whatsappHref: whatsappUrl(settings.whatsapp_number, greeting),
    mapHref: mapHref(settings.address),
  };
}

export type ContactValues = ReturnType<typeof contactValues>;
