// The simulator as a Unified Odds Feed provider, for a staging deployment running FEED=uof: it
// publishes the simulated world on UOF_AMQP_URL's topic exchange and serves the provider's API on
// UOF_API_PORT. Point the feed process at both (UOF_AMQP_URL, UOF_API_URL, UOF_ACCESS_TOKEN).
// SIM_SEED, SIM_SPEED and the SIM_*_RATE variables mean what they mean to the server.
import { configSchema } from '../src/config.ts';
import { simulatorRates } from '../src/modules/feed/simulator/sim-rates.ts';
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

const parsed = configSchema
  .pick({
    SIM_SEED: true,
    SIM_SPEED: true,
    SIM_CANCEL_RATE: true,
    SIM_ROLLBACK_RATE: true,
    SIM_BET_CANCEL_WINDOW_RATE: true,
    SIM_BET_CANCEL_ROLLBACK_RATE: true,
  })
  .safeParse(env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const sim = parsed.data;

const simulator = new FeedSimulator({
  ...simulatorRates(sim),
  seed: sim.SIM_SEED,
  speed: sim.SIM_SPEED,
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
