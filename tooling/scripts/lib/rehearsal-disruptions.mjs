// What breaks half-way through a run of the rehearsal (issues 40, 53): two servers killed and
// restarted, the primary crashed and restarted, the primary lost and its replica promoted. Each
// resolves with its times, and for the database what every server answered while it was away.
import { crash, failover } from './rehearsal-database.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ servers: ReturnType<typeof import('./rehearsal-platform.mjs').serverSet>,
 *   db: Awaited<ReturnType<typeof import('./rehearsal-database.mjs').setUpDatabase>>,
 *   probes: () => Promise<import('./rehearsal-probes.mjs').Probe[]>, say: (line: string) => void,
 *   downSeconds: number, detectSeconds: number }} options
 */
export function disruptionsOf({ servers, db, probes, say, downSeconds, detectSeconds }) {
  /** Every server ready again (its pool reconnected by itself, nothing restarted): when. */
  const allReady = async () => {
    await Promise.all(['api1', 'api2', 'worker'].map((name) => servers.ready(name, '/readyz', 180)));
    return Date.now();
  };
  return {
    servers: async (signed) => {
      const killedAt = Date.now();
      for (const name of ['api1', 'web1']) servers.kill(name);
      say(`killed api1 and web1 with SIGKILL (${signed} loans signed)`);
      await sleep(3000);
      servers.start('api1');
      servers.start('web1');
      await Promise.all([servers.ready('api1'), servers.ready('web1')]);
      say('api1 and web1 restarted');
      return { killedAt, readyAt: Date.now(), kills: ['api1', 'web1'] };
    },
    crash: async (signed) => {
      say(`killing the primary with SIGKILL (${signed} loans signed)`);
      let seen = [];
      const timing = await crash(db, { downSeconds, whileDown: async () => (seen = await probes()) });
      say('the primary restarted');
      return { ...timing, readyAt: await allReady(), probes: seen };
    },
    failover: async (signed) => {
      say(`killing the primary for good and promoting the replica (${signed} loans signed)`);
      let seen = [];
      const timing = await failover(db, { detectSeconds, whileDown: async () => (seen = await probes()) });
      say('the replica is the primary; the relay points at it');
      return { ...timing, readyAt: await allReady(), probes: seen };
    },
  };
}
