// The broker address for mqtt.js from client-config's `mqttUrl`: a path such as `/mqtt` means this
// origin (ws:// or wss:// as the page is http or https); http(s) addresses become ws(s).

export function brokerUrl(mqttUrl: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const url = mqttUrl.trim();
  if (/^wss?:\/\//i.test(url)) return url;
  if (/^https?:\/\//i.test(url)) return url.replace(/^http/i, 'ws');
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${url.startsWith('/') ? '' : '/'}${url}`;
}
