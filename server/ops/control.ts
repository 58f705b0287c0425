import { chmodSync, rmSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';
import type { Logger } from '../http/log.ts';
import { BackupError, prepareTarget, publish, snapshotPglite, temporaryName, type Counts } from './backup.ts';

/**
 * The private control channel of a shop on the embedded database: a unix socket in DATA_DIR
 * (only the shop's user may connect: 0600), removed when the shop stops. PGlite lets one
 * process open the data directory, so `npm run backup` asks the running shop for the snapshot
 * here instead of opening it. One request per connection, one JSON line:
 * `{"command":"backup"}`; the answer is one JSON line (`{"ok":true,"size":N,"counts":{…}}` or
 * `{"ok":false,"error":"…"}`) followed, when ok, by the N bytes of the snapshot.
 */

const SOCKET_NAME = 'control.sock';
/** How long a client may take to send its request line. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Longest path a unix socket may have on Linux (sun_path holds 108 bytes with the final NUL). */
const MAX_SOCKET_PATH = 107;

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), SOCKET_NAME);
}

export type ControlServer = { close: () => Promise<void> };

/**
 * Listens on DATA_DIR/control.sock. The caller holds the data directory's lock, so a socket
 * file already there was left by a killed process and is replaced. Resolves to null (logged)
 * when the socket cannot be made: the shop serves on, only live backups are unavailable.
 */
export async function startControlServer(dataDir: string, db: Database, log: Logger): Promise<ControlServer | null> {
  const client = (db as unknown as { $client: PGlite }).$client;
  const socketPath = controlSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    log.error(
      `[backup] no control socket: ${socketPath} is longer than ${MAX_SOCKET_PATH} bytes (use a shorter DATA_DIR)`,
    );
    return null;
  }
  rmSync(socketPath, { force: true });
  let backups = Promise.resolve();
  const server: Server = createServer((socket) => {
    socket.on('error', () => {}); // the client went away; nothing to tell it
    // A client that says nothing is dropped: idle connections would pile up.
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    readRequest(socket, (command) => {
      socket.setTimeout(0);
      if (command !== 'backup') {
        socket.end(`${JSON.stringify({ ok: false, error: `unknown command ${JSON.stringify(command)}` })}\n`);
        return;
      }
      // One snapshot at a time: each holds the whole database in memory.
      backups = backups.then(() => answerBackup(socket, client, log));
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    chmodSync(socketPath, 0o600);
  } catch (error) {
    server.close();
    log.error(`[backup] no control socket at ${socketPath}: ${(error as Error).message}`);
    return null;
  }
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backups;
      rmSync(socketPath, { force: true });
    },
  };
}

/** The command of the request's first line (at most 1 KB). */
function readRequest(socket: Socket, onCommand: (command: unknown) => void) {
  let buffered = '';
  const onData = (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const end = buffered.indexOf('\n');
    if (end < 0 && buffered.length < 1024) return;
    socket.off('data', onData);
    let command: unknown;
    try {
      command = (JSON.parse(buffered.slice(0, end < 0 ? undefined : end)) as { command?: unknown }).command;
    } catch {
      command = undefined;
    }
    onCommand(command);
  };
  socket.on('data', onData);
}

async function answerBackup(socket: Socket, client: PGlite, log: Logger): Promise<void> {
  // Queued behind another snapshot and the client has gone: nobody would read this one.
  if (socket.destroyed || !socket.writable) return;
  try {
    const { data, counts } = await snapshotPglite(client);
    socket.write(`${JSON.stringify({ ok: true, size: data.length, counts })}\n`);
    await new Promise<void>((resolve) => socket.end(data, () => resolve()));
    log.info(`[backup] snapshot sent: ${data.length} bytes`);
  } catch (error) {
    log.error(`[backup] snapshot failed: ${(error as Error).message}`);
    socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
  }
}

/**
 * Asks the shop running on `dataDir` for a snapshot and writes it to `file` atomically.
 * Resolves to null when no shop listens there (no socket, or a socket nobody answers on).
 */
export async function backupThroughShop(
  dataDir: string,
  file: string,
): Promise<{ size: number; counts: Counts } | null> {
  const socketPath = controlSocketPath(dataDir);
  const socket = await new Promise<Socket | null>((resolve, reject) => {
    const connection = createConnection(socketPath);
    connection.once('connect', () => resolve(connection));
    connection.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(new BackupError(`Cannot reach the running shop at ${socketPath}: ${error.message}`));
    });
  });
  if (!socket) return null;
  // A target that cannot be written must not leave the connection (and this process) open.
  let out: Awaited<ReturnType<typeof open>>;
  const tmp = temporaryName(file);
  try {
    prepareTarget(file);
    out = await open(tmp, 'wx', 0o600);
  } catch (error) {
    socket.destroy();
    throw error;
  }
  try {
    const answer = await receive(socket, async (chunk) => void (await out.write(chunk)));
    await out.close();
    await publish(tmp, file);
    return answer;
  } catch (error) {
    await out.close().catch(() => {});
    await rm(tmp, { force: true });
    throw error;
  } finally {
    socket.destroy();
  }
}

/** Sends the request, reads the answer's header line and hands the snapshot's bytes to `write`. */
function receive(socket: Socket, write: (chunk: Buffer) => Promise<void>): Promise<{ size: number; counts: Counts }> {
  return new Promise((resolve, reject) => {
    let header: { ok: boolean; size?: number; counts?: Counts; error?: string } | null = null;
    let pending = Buffer.alloc(0);
    let received = 0;
    let writing = Promise.resolve();
    const fail = (message: string) => {
      socket.destroy();
      reject(new BackupError(message));
    };
    socket.on('data', (chunk: Buffer) => {
      if (!header) {
        pending = Buffer.concat([pending, chunk]);
        const end = pending.indexOf(10);
        if (end < 0) return;
        try {
          header = JSON.parse(pending.subarray(0, end).toString('utf8')) as typeof header;
        } catch {
          fail('The running shop answered something that is not a backup.');
          return;
        }
        if (!header!.ok) {
          fail(`The running shop could not take the backup: ${header!.error}`);
          return;
        }
        chunk = pending.subarray(end + 1);
      }
      received += chunk.length;
      // Pause while the chunk is written, so a slow disk does not fill memory.
      socket.pause();
      const data = chunk;
      writing = writing.then(() => write(data)).finally(() => socket.resume());
      writing.catch((error: Error) => fail(`Cannot write the backup: ${error.message}`));
    });
    socket.on('error', (error) =>
      reject(new BackupError(`The running shop's control socket failed: ${error.message}`)),
    );
    socket.on('end', () => {
      void writing.then(() => {
        if (!header?.ok) return fail('The running shop closed the control socket without an answer.');
        if (received !== header.size) {
          return fail(
            `The snapshot arrived incomplete (${received} of ${header.size} bytes): the shop may have stopped.`,
          );
        }
        resolve({ size: received, counts: header.counts! });
      });
    });
    socket.write(`${JSON.stringify({ command: 'backup' })}\n`);
  });
}
