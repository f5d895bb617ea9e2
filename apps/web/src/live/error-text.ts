// The live feed's connection error texts of SPEC.md §8. mqtt.js raises most of them itself; this maps
// whatever it raised to the catalogue's wording so the connection state always shows a known text.

export const LIVE_FEED_ERRORS = {
  connackTimeout: 'connack timeout',
  keepaliveTimeout: 'Keepalive timeout',
  connectionClosed: 'Connection closed',
  clientDisconnecting: 'client disconnecting',
  noConnection: 'No connection to broker',
  unregisteredTopicAlias: 'Unregistered Topic Alias',
  invalidTopic: 'Invalid topic',
  webSocket: 'WebSocket error',
} as const;

const REFUSED = 'Connection refused:';

export function connectionRefused(reason: string): string {
  return `${REFUSED} ${reason}`;
}

/** Whether a connection error text is the broker refusing the login (any reason). */
export function isConnectionRefused(text: string | null): boolean {
  return text?.startsWith(REFUSED) ?? false;
}

const KNOWN = Object.values(LIVE_FEED_ERRORS);

/**
 * The catalogue text for an error from the MQTT client. "Connection refused: {reason}" keeps the
 * broker's reason. Anything else comes from the transport underneath, which in a browser is the
 * WebSocket (its error events carry no detail), so it reads "WebSocket error".
 */
export function liveErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const lower = message.trim().toLowerCase();
  if (lower.startsWith(REFUSED.toLowerCase())) {
    const reason = message.trim().slice(REFUSED.length).trim();
    return connectionRefused(reason || 'unknown reason');
  }
  return KNOWN.find((text) => lower.startsWith(text.toLowerCase())) ?? LIVE_FEED_ERRORS.webSocket;
}
