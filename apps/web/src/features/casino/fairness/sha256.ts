// SHA-256 in the browser (Web Crypto), so a player checks a revealed seed against its published hash
// without trusting the server's own answer.
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
