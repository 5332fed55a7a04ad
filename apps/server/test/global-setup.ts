import pg from 'pg';
import { enginesUnderTest } from './engines.ts';

/** Fails the whole run at once when PostgreSQL is configured but unreachable. */
export default async function setup(): Promise<void> {
  for (const engine of enginesUnderTest()) {
    if (engine.name !== 'postgres') continue;
    const client = new pg.Client({ connectionString: engine.url, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      throw new Error(`PostgreSQL at TEST_DATABASE_URL is unreachable: ${String(error)}`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  if (enginesUnderTest().length === 1) {
    console.warn('TEST_DATABASE_URL is not set: server tests run on SQLite only');
  }
}
