import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DashboardStats } from '@frota/shared/domain';

/**
 * The dashboard's answer, kept `ttlMs` per instance (issue 20: a dozen aggregates per request were its whole cost).
 * Any write answered by this instance or a job's run drops it at once; a write made through another instance drops
 * it when that instance's notification arrives (plugins/instances.ts), within `ttlMs` if it never does. Requests
 * that arrive while it is being read share the one read. Past `ttlMs` the kept answer is still given while one
 * request reads the next: under load every request waited on that read each time the answer aged (p99 471 ms at
 * 200 req/s, bench/RESULTS.md). A dropped answer is never given again.
 */
export class DashboardCache {
  private generation = 0;
  private kept: Kept | undefined;
  private refreshing = false;
  /** told of the writes this process saw (not of those another instance told it of) */
  onInvalidate: (() => void) | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(read: () => Promise<DashboardStats>): Promise<DashboardStats> {
    if (this.ttlMs <= 0) return read();
    const kept = this.kept;
    if (kept && kept.generation === this.generation) {
      if (this.now() - kept.at >= this.ttlMs && kept.ready) this.refresh(read);
      return kept.answer;
    }
    const entry = this.start(read);
    this.kept = entry;
    // a failed read is not kept: the next request tries again
    entry.answer.catch(() => {
      if (this.kept === entry) this.kept = undefined;
    });
    return entry.answer;
  }

  /** A write committed: a read started before it is not kept either (its generation is past). */
  invalidate({ told = false } = {}): void {
    this.generation++;
    this.kept = undefined;
    if (!told) this.onInvalidate?.();
  }

  private start(read: () => Promise<DashboardStats>): Kept {
    const entry: Kept = { at: this.now(), generation: this.generation, answer: read(), ready: false };
    entry.answer.then(
      () => (entry.ready = true),
      () => undefined,
    );
    return entry;
  }

  /** One read of the next answer, kept once it arrives unless a write came meanwhile; a failure keeps the old one. */
  private refresh(read: () => Promise<DashboardStats>): void {
    if (this.refreshing) return;
    this.refreshing = true;
    const next = this.start(read);
    next.answer
      .then(
        () => {
          if (next.generation === this.generation) this.kept = next;
        },
        () => undefined,
      )
      .finally(() => (this.refreshing = false));
  }
}

interface Kept {
  at: number;
  generation: number;
  answer: Promise<DashboardStats>;
  /** the read has answered: only then may it be given past its ttl */
  ready: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    dashboardCache: DashboardCache;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function dashboardCachePlugin(app: FastifyInstance) {
  const cache = new DashboardCache(app.config.dashboardCacheSeconds * 1000);
  app.decorate('dashboardCache', cache);
  // before the answer leaves, so a client that reads the dashboard right after its write never gets the old one
  app.addHook('onSend', async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) cache.invalidate();
  });
  app.jobs.afterEachRun(() => cache.invalidate());
}

export default fp(dashboardCachePlugin, { name: 'dashboard-cache', dependencies: ['jobs'] });
