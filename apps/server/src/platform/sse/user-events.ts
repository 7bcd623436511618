import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.js';

/** Something that happened to a seller that their open pages should learn at once. */
export type UserEvent = PaymentSucceeded | JobChanged;

/** An order of the seller was paid. */
export interface PaymentSucceeded {
  userId: number;
  message: 'success';
  orderNo: string;
}

/** A job working for the seller moved on: its state, progress or failure (decisions/0027). */
export interface JobChanged {
  userId: number;
  message: 'job';
  job: {
    id: string;
    name: string;
    state: 'queued' | 'running' | 'done' | 'dead';
    progress: Record<string, unknown> | null;
    error: string | null;
  };
}

type Listener = (event: UserEvent) => void;

/**
 * Fan-out of seller events to the server-sent event streams. One process: in memory. Several
 * processes on PostgreSQL: every process LISTENs on one channel and a publish is a NOTIFY, so the
 * process holding the seller's stream hears a payment another process settled.
 */
export interface UserEvents {
  publish(event: UserEvent): Promise<void>;
  /** Resolves once listening: an event published after that reaches `listener`. */
  subscribe(userId: number, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

export class LocalUserEvents implements UserEvents {
  private readonly listeners = new Map<number, Set<Listener>>();

  async publish(event: UserEvent): Promise<void> {
    this.deliver(event);
  }

  protected deliver(event: UserEvent): void {
    for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
  }

  protected get listenerCount(): number {
    return this.listeners.size;
  }

  async subscribe(userId: number, listener: Listener): Promise<() => void> {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

export const EVENTS_CHANNEL = 'asinasin_user_events';
const RECONNECT_MS = 1000;

function parseEvent(payload: string | undefined): UserEvent | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Partial<PaymentSucceeded> & Partial<JobChanged>;
    if (typeof value.userId !== 'number') return undefined;
    if (value.message === 'success' && typeof value.orderNo === 'string') {
      return { userId: value.userId, message: value.message, orderNo: value.orderNo };
    }
    if (value.message === 'job' && typeof value.job?.id === 'string') {
      return { userId: value.userId, message: value.message, job: value.job };
    }
  } catch {
    // not ours
  }
  return undefined;
}

export class PostgresUserEvents extends LocalUserEvents {
  private client: pg.Client | undefined;
  private listening: Promise<void> | undefined;
  private isClosed = false;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
  }

  override async publish(event: UserEvent): Promise<void> {
    await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`.execute(this.db);
  }

  override async subscribe(userId: number, listener: Listener): Promise<() => void> {
    const unsubscribe = await super.subscribe(userId, listener);
    try {
      await this.listen();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** One LISTEN connection per process, opened on the first subscriber and re-opened if lost. */
  private listen(): Promise<void> {
    this.listening ??= (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl });
      client.on('notification', (message) => {
        const event = message.channel === EVENTS_CHANNEL ? parseEvent(message.payload) : undefined;
        if (event) this.deliver(event);
      });
      client.on('error', (error) => this.lost(client, error));
      client.on('end', () => this.lost(client));
      this.client = client;
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    })().catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client || this.isClosed) return;
    this.log.warn({ err: error }, 'user events: the LISTEN connection was lost; reconnecting');
    this.client = undefined;
    this.listening = undefined;
    client.end().catch(() => undefined);
    setTimeout(() => {
      if (!this.isClosed && this.listenerCount > 0) this.listen().catch(() => undefined);
    }, RECONNECT_MS).unref();
  }

  override async close(): Promise<void> {
    this.isClosed = true;
    await super.close();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

export function createUserEvents(
  db: Db,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
): UserEvents {
  return databaseUrl ? new PostgresUserEvents(db, databaseUrl, log) : new LocalUserEvents();
}
