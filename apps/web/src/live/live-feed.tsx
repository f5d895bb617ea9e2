// Mounted once in the layout: connects the live client to the broker client-config names and feeds
// the live odds store and the balances. Features put themselves on the same client (the betslip's
// BetslipLiveFeed, the bets' BetEventsFeed), mounted beside this one by the layout.
// A logged-in player connects with their session's broker login (live-login.ts), so their balance
// and bet topics are allowed; login and logout reconnect as the new holder.
import { useEffect } from 'react';
import { useAuthStore } from '../stores/auth-store.ts';
import { useRuntimeConfigStore } from '../stores/runtime-config-store.ts';
import { liveClient } from './app-live-client.ts';
import { startBalanceFeed } from './balance-feed.ts';
import { brokerUrl } from './broker-url.ts';
import type { LiveClient } from './live-client.ts';
import { followLiveLogin } from './live-login.ts';
import { attachLiveOdds } from './live-odds-store.ts';

export function LiveFeed({ client = liveClient }: { client?: LiveClient }) {
  const mqttUrl = useRuntimeConfigStore((s) => s.mqttUrl);
  const token = useAuthStore((s) => s.token);

  useEffect(() => attachLiveOdds(client), [client]);
  useEffect(() => startBalanceFeed(client), [client]);
  useEffect(() => {
    if (!mqttUrl) return;
    return followLiveLogin(client, brokerUrl(mqttUrl, window.location), token || null);
  }, [client, mqttUrl, token]);

  return null;
}
