import type { ShellData } from '#app/lib/shell-data.ts';

type Settings = ShellData['settings'];

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** "+8801712345678" or "8801712345678" as "+880 1712-345678"; other numbers as given. */
export function formatPhone(number: string): string {
  const digits = digitsOnly(number);
  if (digits.startsWith('880') && digits.length === 13) return `+880 ${digits.slice(3, 7)}-${digits.slice(7)}`;
  return number;
}

export function telHref(number: string): string {
  return `tel:+${digitsOnly(number)}`;
}

/** A WhatsApp chat with the shop, the message box already filled in. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${digitsOnly(number)}?text=${encodeURIComponent(message)}`;
}

export function mapHref(address: string): string {
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
    whatsappHref: whatsappHref(settings.whatsapp_number, greeting),
    mapHref: mapHref(settings.address),
  };
}

export type ContactValues = ReturnType<typeof contactValues>;
