// A Mosquitto 2 started with the project's own configuration (docs/mosquitto: dynamic security, a TCP
// listener for the server and a WebSocket one for browsers) on free ports of 127.0.0.1, its plugin
// file initialised by docs/mosquitto/init-dynsec.sh with the given admin. Shared by the broker tests
// and the deployment test, so both run the broker exactly as operations.md sets it up.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const MOSQUITTO = process.env.MOSQUITTO_BIN ?? '/usr/sbin/mosquitto';
const PLUGIN_CANDIDATES = [
  process.env.MOSQUITTO_DYNSEC_PLUGIN,
  '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so',
  '/usr/lib/aarch64-linux-gnu/mosquitto_dynamic_security.so',
  '/usr/lib/mosquitto_dynamic_security.so',
  '/usr/local/lib/mosquitto_dynamic_security.so',
];
const DOCS = resolve(import.meta.dirname, '../../../../docs/mosquitto');

export interface MosquittoAdmin {
  MQTT_USERNAME: string;
  MQTT_PASSWORD: string;
}

export interface RunningMosquitto {
  /** The server's address (`mqtt://127.0.0.1:<tcp>`). */
  url: string;
  /** The browsers' address (`ws://127.0.0.1:<ws>/mqtt`). */
  wsUrl: string;
  tcpPort: number;
  wsPort: number;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, wait for the exit, remove its directory. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** The project's mosquitto.conf with this machine's plugin path, a file of its own and free ports. */
function configuration(plugin: string, dynsecFile: string, tcpPort: number, wsPort: number): string {
  let text = readFileSync(join(DOCS, 'mosquitto.conf'), 'utf8');
  const replace = (line: RegExp, by: string) => {
    if (!line.test(text))
      throw new Error(`docs/mosquitto/mosquitto.conf has no line ${line}: update this test with it`);
    text = text.replace(line, by);
  };
  replace(/^plugin .*mosquitto_dynamic_security\.so$/m, `plugin ${plugin}`);
  replace(/^plugin_opt_config_file .*$/m, `plugin_opt_config_file ${dynsecFile}`);
  replace(/^listener 1883$/m, `listener ${tcpPort} 127.0.0.1`);
  replace(/^listener 9001$/m, `listener ${wsPort} 127.0.0.1`);
  return text;
}

export async function startMosquitto(admin: MosquittoAdmin): Promise<RunningMosquitto> {
  if (!existsSync(MOSQUITTO)) {
    throw new Error(
      `Mosquitto 2 is needed for this test and is not at ${MOSQUITTO}: install it (apt-get install mosquitto) or set MOSQUITTO_BIN.`,
    );
  }
  const plugin = PLUGIN_CANDIDATES.find((path) => path && existsSync(path));
  if (!plugin) {
    throw new Error(
      `Mosquitto's dynamic security plugin was not found (${PLUGIN_CANDIDATES.filter(Boolean).join(', ')}): set MOSQUITTO_DYNSEC_PLUGIN.`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'slipstream-mosquitto-'));
  // Mosquitto started as root runs as the mosquitto user, which must reach the files.
  chmodSync(dir, 0o755);
  const [tcpPort, wsPort] = [await freePort(), await freePort()];
  const dynsecFile = join(dir, 'dynamic-security.json');
  execFileSync('sh', [join(DOCS, 'init-dynsec.sh'), dynsecFile], { env: { ...process.env, ...admin } });
  const confFile = join(dir, 'mosquitto.conf');
  writeFileSync(confFile, configuration(plugin, dynsecFile, tcpPort, wsPort));
  chmodSync(confFile, 0o644);

  let output = '';
  const mosquitto = spawn(MOSQUITTO, ['-c', confFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  mosquitto.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  mosquitto.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (mosquitto.exitCode === null && mosquitto.signalCode === null) {
      const exited = new Promise((resolve) => mosquitto.once('exit', resolve));
      mosquitto.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 5000;
  while (!(await answers(tcpPort))) {
    if (mosquitto.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Mosquitto did not start with docs/mosquitto/mosquitto.conf:\n${output}`);
    }
    await sleep(50);
  }
  return {
    url: `mqtt://127.0.0.1:${tcpPort}`,
    wsUrl: `ws://127.0.0.1:${wsPort}/mqtt`,
    tcpPort,
    wsPort,
    process: mosquitto,
    output: () => output,
    stop,
  };
}
