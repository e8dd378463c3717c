// The rehearsal's own PostgreSQL (issue 53): clusters made with Debian's binaries in the rehearsal's
// folder, on ports of their own, never the machine's shared server. A primary with WAL archiving
// and a synchronous streaming replica, a base backup, the crash of a server (SIGKILL of the
// postmaster and every backend, as at a power cut), a promotion, and a restore to a point in time.
// As root the servers run as the `postgres` user (PostgreSQL refuses to run as root); otherwise as
// the user running the rehearsal.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** Debian's newest PostgreSQL binaries (`REHEARSE_PG_BIN` to choose), or `undefined`. */
export function findPgBin(env = process.env, root = '/usr/lib/postgresql') {
  if (env.REHEARSE_PG_BIN) return env.REHEARSE_PG_BIN;
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** The uid and gid the servers run as: `postgres` when we are root, else ourselves. */
function serverUser() {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('running as root needs the `postgres` user (apt-get install postgresql)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A folder the servers may write (owned by the server user, private to it). */
export function serverFolder(path) {
  mkdirSync(path, { recursive: true });
  const user = serverUser();
  if (user) chownSync(path, user.uid, user.gid);
  chmodSync(path, 0o700);
  return path;
}

/**
 * The settings every cluster of the rehearsal starts from (appended to its postgresql.conf). WAL
 * for a replica and for archiving; every finished segment copied to `archiveDir` (`cp`, refusing to
 * overwrite: in production pgBackRest or WAL-G, docs/deploy.md); commits wait for the replica named
 * in `synchronousStandby` (none: asynchronous); commit times kept (`track_commit_timestamp`), so a
 * restore target can be put between two known commits.
 * @param {{ port: number, archiveDir: string, synchronousStandby?: string }} options
 */
export function primaryConfig({ port, archiveDir, synchronousStandby }) {
  return [
    '# the rehearsal (issue 53)',
    "listen_addresses = '127.0.0.1'",
    `port = ${port}`,
    "unix_socket_directories = ''",
    'max_connections = 200',
    "shared_buffers = '64MB'",
    'wal_level = replica',
    'max_wal_senders = 5',
    'max_replication_slots = 5',
    "wal_keep_size = '256MB'",
    'archive_mode = on',
    `archive_command = 'test ! -f ${archiveDir}/%f && cp %p ${archiveDir}/%f'`,
    'archive_timeout = 60',
    'track_commit_timestamp = on',
    'synchronous_commit = on',
    `synchronous_standby_names = '${synchronousStandby ?? ''}'`,
    'hot_standby = on',
    'fsync = on',
    "log_line_prefix = '%m [%p] '",
    '',
  ].join('\n');
}

/**
 * What a replica made by `pg_basebackup -R` changes of the primary's settings it copied: its own
 * port, its name (the `application_name` the primary's `synchronous_standby_names` waits for), and
 * no synchronous standby of its own, or once promoted it would wait for one that does not exist.
 * @param {{ port: number, name: string, slot: string }} options
 */
export function replicaConfig({ port, name, slot }) {
  return [
    '# the replica (issue 53)',
    `port = ${port}`,
    `cluster_name = '${name}'`,
    `primary_slot_name = '${slot}'`,
    "synchronous_standby_names = ''",
    '',
  ].join('\n');
}

/**
 * The settings of a cluster restored from a base backup and the WAL archive: replay from the
 * archive up to `target` and pause there, read-only, to be checked before it is promoted. It must
 * not archive into the live archive (its new timeline would mix with the primary's), nor wait for a
 * synchronous standby.
 * @param {{ port: number, archiveDir: string, target: { time?: string, name?: string, lsn?: string } }} options
 */
export function recoveryConfig({ port, archiveDir, target }) {
  const lines = [
    '# the restore drill (issue 53)',
    `port = ${port}`,
    "cluster_name = 'restored'",
    'archive_mode = off',
    "synchronous_standby_names = ''",
    `restore_command = 'cp ${archiveDir}/%f %p'`,
    "recovery_target_timeline = 'latest'",
    "recovery_target_action = 'pause'",
  ];
  const given = Object.entries(target).filter(([, value]) => value !== undefined);
  if (given.length !== 1) throw new Error('a restore needs exactly one target: time, name or lsn');
  const [kind, value] = given[0];
  lines.push(`recovery_target_${kind} = '${value}'`);
  // A time target stops before the first commit after it; a named point or LSN at it.
  if (kind === 'time') lines.push('recovery_target_inclusive = false');
  return `${lines.join('\n')}\n`;
}

/** The pids of `pid`'s children (the backends and helpers of a postmaster), from /proc. */
export function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {}
  }
  return children;
}

/**
 * One cluster: its folder, port and log; the binaries run as the server user.
 * @param {{ bin: string, dir: string, port: number, log: string }} options
 */
export function cluster({ bin, dir, port, log }) {
  const user = serverUser();
  const run = (tool, args, options = {}) => {
    const command = join(bin, tool);
    const result = user
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', ...options })
      : spawnSync(command, args, { encoding: 'utf8', ...options });
    if (result.status !== 0)
      throw new Error(
        `${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`,
      );
    return result.stdout;
  };
  const postmasterPid = () => {
    try {
      return Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return 0;
    }
  };
  const self = {
    dir,
    port,
    log,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** A fresh cluster (UTF-8, C.UTF-8, trust on loopback: the rehearsal's only). */
    initdb(settings) {
      serverFolder(dir);
      run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
      self.configure(settings);
    },
    /**
     * Appends settings to postgresql.auto.conf, read after postgresql.conf, where `pg_basebackup -R`
     * writes too: a copy inherits them and adds its own after (the last value of a setting wins).
     * Appending as root keeps the file's owner.
     */
    configure(settings) {
      appendFileSync(join(dir, 'postgresql.auto.conf'), settings);
    },
    /** Starts it and waits until it accepts connections (crash recovery included). */
    start(timeoutSeconds = 120) {
      try {
        run('pg_ctl', ['-D', dir, '-l', log, '-w', '-t', String(timeoutSeconds), 'start']);
      } catch (error) {
        throw new Error(`${error.message}\n${self.logText().slice(-1500)}`);
      }
    },
    /** A clean stop (`fast`: sessions ended, a shutdown checkpoint). */
    stop() {
      if (postmasterPid() && existsSync(`/proc/${postmasterPid()}`))
        run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
    },
    /**
     * The crash: SIGKILL to the postmaster and to every process it started, at once, so nothing
     * writes, flushes or says goodbye. Returns the pids killed.
     */
    kill() {
      const pid = postmasterPid();
      if (!pid) throw new Error(`no postmaster.pid in ${dir}`);
      const pids = [pid, ...childrenOf(pid)];
      for (const target of pids) {
        try {
          process.kill(target, 'SIGKILL');
        } catch {}
      }
      return pids;
    },
    /** Whether its postmaster runs. */
    running: () => postmasterPid() > 0 && existsSync(`/proc/${postmasterPid()}`),
    /** Whether every process of a killed server is gone (the restart needs its shared memory free). */
    gone(pids) {
      return pids.every((target) => !existsSync(`/proc/${target}`));
    },
    /** Promotes a standby and waits until it accepts writes. */
    promote() {
      run('pg_ctl', ['-D', dir, '-w', '-t', '60', 'promote']);
    },
    /** A copy of a running cluster with pg_basebackup, as the server user. */
    baseBackup(target, args) {
      serverFolder(target);
      run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-D', target, ...args]);
    },
    /** Runs a tool of the binaries as the server user. */
    run,
    logText: () => (existsSync(log) ? readFileSync(log, 'utf8') : ''),
  };
  return self;
}

/** `tar -x` of a base backup's archive into a cluster folder, as the server user. */
export function extract(archive, into) {
  const user = serverUser();
  const args = ['-x', '-z', '-f', archive, '-C', into];
  if (user) execFileSync('runuser', ['-u', 'postgres', '--', 'tar', ...args]);
  else execFileSync('tar', args);
}
