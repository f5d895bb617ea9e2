// Player logins on an external Mosquitto through its dynamic security plugin. Each session that asks
// for live credentials gets a broker client of its own (user name and password from the sessions
// module) with a role that reads only its player's users/{id} tree; visitors (anonymous) read the
// public trees. Ending a session deletes its client, which makes Mosquitto drop its connections at
// once. Roles are written at every start from the contract's topic rule (dynsec-acls.ts).
import type { MqttClient } from 'mqtt';
import {
  brokerUsername,
  parseBrokerUsername,
  type BrokerCredentials,
  type BrokerLogin,
  type BrokerSessions,
} from './broker.ts';
import { playerAcls, publisherAcls, visitorAcls, type DynsecAcl } from './dynsec-acls.ts';
import {
  DYNSEC_RESPONSE_TOPIC,
  createDynsecControl,
  type DynsecCommand,
  type DynsecControl,
  type DynsecResponse,
} from './dynsec-control.ts';

export const VISITOR_ROLE = 'slipstream-visitor';
export const VISITORS_GROUP = 'slipstream-visitors';
export const PUBLISHER_ROLE = 'slipstream-publisher';

export interface DynsecAccountsOptions {
  client: MqttClient;
  sessions: BrokerSessions;
  /** The server's own broker client (MQTT_USERNAME), the plugin's admin. */
  serverUsername: string;
  /** How often tracked sessions are checked again (expiry, blocks, ends elsewhere); under a second. */
  recheckMs?: number;
  /** How often the broker's list of session clients is read again (clients left by other processes). */
  reconcileMs?: number;
  commandTimeoutMs?: number;
  log?: { warn(obj: object, msg: string): void } | undefined;
}

export interface DynsecAccounts {
  isReady(): boolean;
  admit(login: BrokerLogin, credentials: BrokerCredentials): Promise<void>;
  close(): Promise<void>;
}

const RECHECK_MS = 500;
const RECONCILE_MS = 60_000;
const COMMAND_TIMEOUT_MS = 5_000;
/** The first setup may include one reconnect (see setUp); longer than that means something is wrong. */
const FIRST_SETUP_MS = 15_000;
/** Sessions per revoking message (two commands each): keeps one message well under the broker's limits. */
const REVOKE_BATCH = 100;

const NOT_FOUND = new Set(['Client not found', 'Role not found']);

class DynsecError extends Error {
  constructor(response: DynsecResponse) {
    super(`the broker's dynamic security plugin refused ${response.command}: ${response.error}`);
  }
}

function ok(response: DynsecResponse | undefined, ...tolerated: string[]): void {
  if (response?.error !== undefined && !tolerated.includes(response.error)) throw new DynsecError(response);
}

const aclKey = (acl: { acltype: string; topic: string; allow: boolean }) =>
  `${acl.acltype} ${acl.allow ? 'allow' : 'deny'} ${acl.topic}`;

/**
 * Starts managing player logins on the broker `client` is connected to (as the plugin's admin).
 * Resolves once the roles are in place; rejects when the plugin does not answer.
 */
export async function startDynsecAccounts(options: DynsecAccountsOptions): Promise<DynsecAccounts> {
  const { client, sessions, serverUsername, log } = options;
  const control: DynsecControl = createDynsecControl(client, options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS);
  /** Sessions with a broker client, as far as this process knows; each recheck asks which still live. */
  const tracked = new Map<string, BrokerLogin>();
  /** User names known to exist on the broker, so a page load does not cost a broker command. */
  let admitted = new Set<string>();
  let ready = false;
  let closed = false;

  /** Makes a role hold exactly `acls`; changing a role's ACLs leaves its clients connected. */
  async function syncRole(rolename: string, acls: DynsecAcl[]): Promise<void> {
    const [got] = await control.send([{ command: 'getRole', rolename }]);
    if (got?.error === 'Role not found') {
      const [created] = await control.send([{ command: 'createRole', rolename, acls }]);
      // Another process starting at the same moment created it first: check its rules like any role's.
      if (created?.error === 'Role already exists') return syncRole(rolename, acls);
      ok(created);
      return;
    }
    ok(got);
    const role = got!.data?.role as { acls?: DynsecAcl[] } | undefined;
    const have = new Map((role?.acls ?? []).map((acl) => [aclKey(acl), acl]));
    const want = new Map(acls.map((acl) => [aclKey(acl), acl]));
    const changes: DynsecCommand[] = [
      ...[...have]
        .filter(([key]) => !want.has(key))
        .map(([, acl]) => ({ command: 'removeRoleACL', rolename, acltype: acl.acltype, topic: acl.topic })),
      ...[...want]
        .filter(([key]) => !have.has(key))
        .map(([, acl]) => ({ command: 'addRoleACL', rolename, ...acl })),
    ];
    for (const response of await control.send(changes)) ok(response);
  }

  /** 'again' when the server's own client was changed: Mosquitto drops it, and this runs on the reconnect. */
  async function setUp(): Promise<'done' | 'again'> {
    await client.subscribeAsync(DYNSEC_RESPONSE_TOPIC).then((granted) => {
      if (granted.some((g) => g.qos === 128))
        throw new Error(`${serverUsername} may not read ${DYNSEC_RESPONSE_TOPIC}`);
    });
    await syncRole(VISITOR_ROLE, visitorAcls());
    await syncRole(PUBLISHER_ROLE, publisherAcls());
    const [group] = await control.send([
      { command: 'createGroup', groupname: VISITORS_GROUP, roles: [{ rolename: VISITOR_ROLE }] },
    ]);
    if (group?.error === 'Group already exists') {
      ok(
        (
          await control.send([{ command: 'addGroupRole', groupname: VISITORS_GROUP, rolename: VISITOR_ROLE }])
        )[0],
        'Group is already in this role',
      );
    } else ok(group);
    // Set only when it differs: setting it again would drop every visitor's connection.
    const [anonymous] = await control.send([{ command: 'getAnonymousGroup' }]);
    ok(anonymous);
    if ((anonymous!.data?.group as { groupname?: string } | undefined)?.groupname !== VISITORS_GROUP) {
      ok((await control.send([{ command: 'setAnonymousGroup', groupname: VISITORS_GROUP }]))[0]);
    }
    const [self] = await control.send([{ command: 'getClient', username: serverUsername }]);
    ok(self);
    const roles = ((self!.data?.client as { roles?: { rolename: string }[] } | undefined)?.roles ?? []).map(
      (r) => r.rolename,
    );
    if (!roles.includes(PUBLISHER_ROLE)) {
      // Mosquitto drops a client's connections when its roles change (this one included), so no answer
      // comes back here: the setup runs again once the connection is back. It happens once, on the
      // first start after `mosquitto_ctrl dynsec init`.
      control.fire([{ command: 'addClientRole', username: serverUsername, rolename: PUBLISHER_ROLE }]);
      return 'again';
    }
    return 'done';
  }

  async function revoke(logins: readonly BrokerLogin[]): Promise<void> {
    for (let from = 0; from < logins.length; from += REVOKE_BATCH) {
      const batch = logins.slice(from, from + REVOKE_BATCH);
      const responses = await control.send(
        batch.flatMap((login) => {
          const username = brokerUsername(login);
          return [
            { command: 'deleteClient', username },
            { command: 'deleteRole', rolename: username },
          ];
        }),
      );
      batch.forEach((login, i) => {
        const failed = responses
          .slice(2 * i, 2 * i + 2)
          .find((r) => r.error !== undefined && !NOT_FOUND.has(r.error));
        if (failed) {
          // Kept tracked: the next recheck finds the session ended and tries again.
          tracked.set(login.sessionId, login);
          log?.warn(
            { error: failed.error, command: failed.command },
            'could not delete a broker client of an ended session',
          );
          return;
        }
        tracked.delete(login.sessionId);
        admitted.delete(brokerUsername(login));
      });
    }
  }

  /** Reads the session clients on the broker: picks up those another process made, or an earlier run. */
  async function reconcile(): Promise<void> {
    const [listed] = await control.send([{ command: 'listClients', verbose: false, count: -1, offset: 0 }]);
    ok(listed);
    const names = (listed!.data?.clients as string[] | undefined) ?? [];
    const present = new Set<string>();
    for (const name of names) {
      const login = parseBrokerUsername(name);
      if (!login) continue;
      present.add(name);
      tracked.set(login.sessionId, login);
    }
    admitted = present;
  }

  let warnedRecheck = false;
  async function recheck(): Promise<void> {
    if (!ready || tracked.size === 0) return;
    try {
      const logins = [...tracked.values()];
      const live = await sessions.live(logins.map((login) => login.sessionId));
      const ended = logins.filter((login) => !live.has(login.sessionId));
      if (ended.length > 0) await revoke(ended);
      warnedRecheck = false;
    } catch (err) {
      // Kept as they are meanwhile: either the database that would say "ended" or the broker is away.
      if (!warnedRecheck) log?.warn({ err }, 'could not recheck the sessions of broker clients');
      warnedRecheck = true;
    }
  }

  // Setups run one after another: one per connection, the first one awaited below.
  let settingUp: Promise<unknown> = Promise.resolve();
  let firstReady: { resolve(): void; reject(err: unknown): void } | null = null;
  /** Connections lost so far: a setup that saw one happen did not fail, it was cut short. */
  let drops = 0;
  const runSetUp = () => {
    settingUp = settingUp.then(async () => {
      if (closed || !client.connected) return;
      const dropsBefore = drops;
      try {
        if ((await setUp()) === 'again') return;
        ready = true;
        admitted = new Set();
        firstReady?.resolve();
        await reconcile().catch((err: unknown) =>
          log?.warn({ err }, 'could not list the broker clients of sessions'),
        );
      } catch (err) {
        // Another process giving the server's client its publisher role (several starting together
        // after `dynsec init`) drops this connection too, in the middle of the setup: it runs again
        // on the reconnect, within FIRST_SETUP_MS for the first one.
        if (drops !== dropsBefore) return;
        if (firstReady) firstReady.reject(err);
        else log?.warn({ err }, 'could not set up the broker roles');
      }
    });
  };
  const onConnect = () => runSetUp();
  const onClose = () => {
    ready = false;
    drops += 1;
  };
  client.on('connect', onConnect);
  client.on('close', onClose);

  const offEnded = sessions.onEnded((logins) => {
    revoke(logins).catch((err: unknown) => {
      for (const login of logins) tracked.set(login.sessionId, login);
      log?.warn({ err }, 'could not delete the broker clients of ended sessions; retrying');
    });
  });

  let rechecking: Promise<void> | null = null;
  const recheckTimer = setInterval(() => {
    rechecking ??= recheck().finally(() => (rechecking = null));
  }, options.recheckMs ?? RECHECK_MS);
  recheckTimer.unref();
  const reconcileTimer = setInterval(() => {
    if (ready)
      reconcile().catch((err: unknown) =>
        log?.warn({ err }, 'could not list the broker clients of sessions'),
      );
  }, options.reconcileMs ?? RECONCILE_MS);
  reconcileTimer.unref();

  const stop = async () => {
    if (closed) return;
    closed = true;
    ready = false;
    clearInterval(recheckTimer);
    clearInterval(reconcileTimer);
    offEnded();
    client.off('connect', onConnect);
    client.off('close', onClose);
    await rechecking;
    control.close();
  };

  let giveUp: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      firstReady = { resolve, reject };
      giveUp = setTimeout(
        () => reject(new Error(`the broker roles were not set up within ${FIRST_SETUP_MS} ms`)),
        FIRST_SETUP_MS,
      );
      if (client.connected) runSetUp();
    });
  } catch (err) {
    await stop();
    throw err;
  } finally {
    clearTimeout(giveUp);
    firstReady = null;
  }

  return {
    isReady: () => ready && client.connected,
    async admit(login, credentials) {
      if (admitted.has(credentials.username)) return;
      if (credentials.username !== brokerUsername(login))
        throw new Error('broker credentials of another login');
      const [role, created] = await control.send([
        { command: 'createRole', rolename: credentials.username, acls: playerAcls(login.userId) },
        {
          command: 'createClient',
          username: credentials.username,
          password: credentials.password,
          roles: [{ rolename: credentials.username }, { rolename: VISITOR_ROLE }],
        },
      ]);
      if (role?.error === 'Role already exists')
        await syncRole(credentials.username, playerAcls(login.userId));
      else ok(role);
      ok(created, 'Client already exists');
      tracked.set(login.sessionId, login);
      admitted.add(credentials.username);
    },
    close: stop,
  };
}
