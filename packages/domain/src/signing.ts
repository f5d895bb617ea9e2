// Request signing of SPEC.md §7: every non-public request carries the client id, an API key (a hash
// of the client id and the client code) and a signature (the request time, encrypted). Both sides
// use Web Crypto so the browser and the server run this same code.
//
// The signature is base64url(iv ‖ AES-256-GCM(key = SHA-256(clientCode), plaintext = epoch ms)).
// GCM authenticates the timestamp, so a tampered or malformed signature fails to decrypt.

export const SIGNING_HEADERS = {
  clientId: 'x-client-id',
  apiKey: 'x-api-key',
  signature: 'x-signature',
} as const;

const encoder = new TextEncoder();

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The API key: hex SHA-256 of `clientId:clientCode`. */
export async function apiKeyFor(clientId: number | string, clientCode: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(`${clientId}:${clientCode}`)));
}

// Spelled through importKey so the type resolves under both DOM and Node typings.
type SigningKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const keyCache = new Map<string, Promise<SigningKey>>();

function signingKey(clientCode: string): Promise<SigningKey> {
  let key = keyCache.get(clientCode);
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', encoder.encode(clientCode))
      .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));
    keyCache.set(clientCode, key);
  }
  return key;
}

/** Encrypts the current time (epoch ms) into a signature. */
export async function signTimestamp(clientCode: string, now = Date.now()): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await signingKey(clientCode),
    encoder.encode(String(now)),
  );
  const out = new Uint8Array(iv.length + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), iv.length);
  return toBase64Url(out);
}

/** Decrypts a signature back to its timestamp, or null when it is malformed or was not made with this code. */
export async function readSignature(clientCode: string, signature: string): Promise<number | null> {
  const bytes = fromBase64Url(signature);
  if (!bytes || bytes.length < 12 + 16 + 1 || bytes.length > 128) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await signingKey(clientCode),
      bytes.slice(12),
    );
    const text = new TextDecoder().decode(plain);
    return /^\d{1,16}$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}

/** The three signing headers for one request. */
export async function signingHeaders(clientId: number, clientCode: string, now = Date.now()) {
  return {
    [SIGNING_HEADERS.clientId]: String(clientId),
    [SIGNING_HEADERS.apiKey]: await apiKeyFor(clientId, clientCode),
    [SIGNING_HEADERS.signature]: await signTimestamp(clientCode, now),
  };
}
