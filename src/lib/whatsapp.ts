/**
 * A click-to-chat link that opens WhatsApp with `message` typed in, for the
 * number in data/company.json ('+91 00000 22222'). wa.me wants the number as
 * digits only, country code first.
 */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
