// Mounted once in the layout: connects the live client to the broker client-config names, feeds the
// live odds store, and puts the betslip on the feed (its topics, bet stops, changed odds, refresh).
// A logged-in player connects with their token as the MQTT password, so their balance topic is
// allowed; login and logout reconnect with the new credentials.
import { useEffect } from 'react';
import { useAuthStore } from '../stores/auth-store.ts';
import { startBetslipFeed } from '../stores/betslip-feed.ts';
import { useRuntimeConfigStore } from '../stores/runtime-config-store.ts';
import { liveClient } from './app-live-client.ts';
import { startBalanceFeed } from './balance-feed.ts';
import { brokerUrl } from './broker-url.ts';
import type { LiveClient } from './live-client.ts';
import { attachLiveOdds } from './live-odds-store.ts';

export function LiveFeed({ client = liveClient }: { client?: LiveClient }) {
  const mqttUrl = useRuntimeConfigStore((s) => s.mqttUrl);
  const token = useAuthStore((s) => s.token);
  const mobileNumber = useAuthStore((s) => s.mobile_number);

  useEffect(() => attachLiveOdds(client), [client]);
  useEffect(() => startBetslipFeed(client), [client]);
  useEffect(() => startBalanceFeed(client), [client]);
  useEffect(() => {
    if (!mqttUrl) return;
    const credentials = token ? { username: mobileNumber ?? 'player', password: token } : null;
    client.start(brokerUrl(mqttUrl, window.location), credentials);
    return () => client.stop();
  }, [client, mqttUrl, token, mobileNumber]);

  return null;
}
