// The simulator as a Unified Odds Feed provider, for a staging deployment running FEED=uof: it
// publishes the simulated world on UOF_AMQP_URL's topic exchange and serves the provider's API on
// UOF_API_PORT. Point the feed process at both (UOF_AMQP_URL, UOF_API_URL, UOF_ACCESS_TOKEN).
import { FeedSimulator } from '../src/modules/feed/simulator/simulator.ts';
import { createSimulatedProviderApi } from '../src/modules/feed/uof/simulated-provider-api.ts';
import { SimulatedUofProvider } from '../src/modules/feed/uof/simulated-provider.ts';

const env = process.env;
const amqpUrl = env.UOF_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const exchange = env.UOF_EXCHANGE ?? 'unifiedfeed';
const token = env.UOF_ACCESS_TOKEN;
// 0 takes a free port (the address is printed).
const port = Number(env.UOF_API_PORT ?? 8090);
if (!token) {
  console.error('UOF_ACCESS_TOKEN must be set: the feed process sends it with every API call.');
  process.exit(1);
}

const simulator = new FeedSimulator({
  seed: Number(env.SIM_SEED ?? 20261121),
  speed: Number(env.SIM_SPEED ?? 1),
});
const provider = new SimulatedUofProvider({ source: simulator, amqpUrl, exchange });
const api = createSimulatedProviderApi(provider, token);
await provider.start();
const address = await api.listen({ host: env.HOST ?? '127.0.0.1', port });
console.log(
  `Publishing the simulated feed on ${exchange} at ${amqpUrl.replace(/\/\/[^@]*@/, '//')}; provider API on ${address}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([api.close(), provider.stop()]).then(() => process.exit(0));
  });
}
