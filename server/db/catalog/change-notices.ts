import pg from 'pg';

/** The channel the catalogue's triggers notify at commit (migration 0006). */
export const CATALOG_CHANNEL = 'catalog_changed';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export type ChangeNotices = { close: () => Promise<void> };

/**
 * Listens on PostgreSQL for other processes' catalogue commits, on a connection of its own (not
 * the pool's: a LISTEN lives as long as its session). `onChange` is called for each notice and
 * after every reconnection (notices sent while the connection was down are lost, so the caller
 * pulls; the poll remains the safety net). Notices only say "look now": what changed is read from
 * the change feed, which cannot skip a commit.
 */
export function listenForCatalogChanges(
  databaseUrl: string,
  onChange: () => void,
  onError: (message: string) => void = () => {},
): ChangeNotices {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  let connectedOnce = false;

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'guardline-catalog-notices' });
    client = next;
    next.on('notification', () => onChange());
    next.on('error', (error) => {
      onError(`[catalog] change notices lost: ${error.message}`);
      void next.end().catch(() => {});
    });
    next.on('end', () => {
      if (client === next) client = null;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOG_CHANNEL}`);
      retryMs = RECONNECT_MIN_MS;
      if (closed) await next.end();
      // Anything committed while this connection was away is only in the feed: look now.
      else if (connectedOnce) onChange();
      connectedOnce = true;
    } catch (error) {
      onError(`[catalog] change notices unavailable: ${(error as Error).message}`);
      await next.end().catch(() => {});
      reconnectLater();
    }
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
