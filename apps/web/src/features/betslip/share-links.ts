// Sharing a booking code (SPEC.md §9): the link is the site origin with a shareCode query parameter,
// and the text begins "Hey I just placed on" the brand name, followed by the link.

export function shareLink(origin: string, bookingCode: string): string {
  return `${origin}/?shareCode=${encodeURIComponent(bookingCode)}`;
}

export function shareText(brandName: string, link: string): string {
  return `Hey I just placed on ${brandName} ${link}`;
}

/** Web share intents of the three networks the book dialog offers. */
export function shareTargets(text: string, link: string) {
  return {
    x: `https://x.com/intent/post?text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
  };
}
