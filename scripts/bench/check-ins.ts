/**
 * Gate check-ins per second through the console's gate call (`/console/gate/checkin`), with many
 * gates at once: paid passes for today are made first, then each is scanned once.
 */

import { E2E_ADMIN_PASSWORD } from '@scenic/e2e/support/server.ts';
import autocannon from 'autocannon';

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const GATES = 20;
const PASSES = 2_000;

/** Today at the attraction (the demo park is on UTC+8), which is the only day a pass opens the gate. */
function attractionToday(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

async function inTurns<T>(count: number, parallel: number, work: (index: number) => Promise<T>) {
  let next = 0;
  const results: T[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

export async function benchCheckIns(
  engineName: string,
  query: Query,
  baseUrl: string,
  tokens: string[],
): Promise<string> {
  const today = attractionToday();
  await query('delete from ticket_day where ticket_id = 1 and date = ?', [today]);
  await query('insert into ticket_day (ticket_id, date, capacity) values (1, ?, 10000000)', [
    today,
  ]);
  const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
  };

  const before = Number((await query('select coalesce(max(id), 0) as n from ticket_pass'))[0]?.n);
  await inTurns(PASSES, GATES, async (index) => {
    const created = await post(
      '/index/order/createTicketOrder',
      { ticketId: 1, date: today, items: [{ variantId: 1, quantity: 1 }] },
      { token: tokens[index % tokens.length] ?? '' },
    );
    if (created.code !== 0) throw new Error(`order for the gate bench: ${created.msg}`);
    await fetch(`${baseUrl}${String(created.data.payUrl)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
  });
  const codes = (
    await query('select code from ticket_pass where id > ? order by id', [before])
  ).map((row) => String(row.code));

  const login = await post('/console/auth/login', {
    userName: 'admin',
    password: E2E_ADMIN_PASSWORD,
  });
  const staffToken = String(login.data.token);
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${baseUrl}/api/console/gate/checkin`,
        method: 'POST',
        connections: GATES,
        amount: codes.length,
        headers: { 'content-type': 'application/json', 'x-staff-token': staffToken },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ code: codes[next++ % codes.length] }),
            }),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  const [admitted] = await query(
    "select count(*) as n from ticket_pass where id > ? and status = 'used'",
    [before],
  );
  const seconds = result.duration;
  return `${engineName}: ${Math.round(Number(admitted?.n) / seconds)} gate check-ins/s with ${GATES} gates at once (${Number(admitted?.n)} of ${codes.length} passes admitted once each), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
}
