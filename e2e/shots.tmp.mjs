import { DatabaseSync } from 'node:sqlite';
import { chromium } from 'playwright-core';

const base = 'http://127.0.0.1:8090';
const out = '/tmp/shots';
const args = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const day = (d) => new Date(Date.now() + 8 * 3600e3 + d * 86400e3).toISOString().slice(0, 10);
function code(email) {
  const db = new DatabaseSync('/tmp/cons-data/scenic.sqlite', { readOnly: true });
  const row = db
    .prepare('select body from outbox where recipient = ? order by id desc limit 1')
    .get(email);
  db.close();
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
}
async function visitor(email) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await ctx.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await ctx.newPage();
  await page.goto(`${base}/h5/#/login`);
  await page.getByTestId('login-tab-email').click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-send-code').click();
  await page.waitForTimeout(800);
  await page.getByTestId('login-code').fill(code(email));
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/my/);
  return { ctx, page };
}
const call = (page, path, body) =>
  page.evaluate(
    async ({ path, body }) => {
      const r = await fetch(`/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          token: localStorage.getItem('token') ?? '',
          langue: 'en',
        },
        body: JSON.stringify(body),
      });
      return (await r.json()).data;
    },
    { path, body },
  );
async function pay(page, route) {
  await page.goto(`${base}/h5/#${route}`);
  await page.getByTestId('order-pay').click();
  await page.waitForURL(/\/pay\/sandbox\//);
  await page.getByTestId('sandbox-pay').click();
  await page.waitForTimeout(1500);
}
const v = await visitor('aisha@example.com');
const t = await call(v.page, '/index/order/createTicketOrder', {
  ticketId: 1,
  date: day(0),
  items: [
    { variantId: 1, quantity: 2 },
    { variantId: 2, quantity: 1 },
  ],
});
await pay(v.page, `/order/ticketDetail?id=${t.id}`);
const dishes = await v.page.evaluate(async () =>
  (await (await fetch('/api/index/index/goodList?kind=food')).json()).data.list.slice(0, 2),
);
for (const dish of dishes) {
  const d = await v.page.evaluate(
    async (id) => (await (await fetch(`/api/index/index/goodsDetail?id=${id}`)).json()).data,
    dish.id,
  );
  const f = await call(v.page, '/index/order/createGoodsOrder', {
    kind: 'food',
    items: [{ goods_id: dish.id, spec_id: d.goodsSpec[0].id, num: 2 }],
  });
  await pay(v.page, `/order/dianCanDetail?id=${f.id}`);
}
const passCode = await v.page.evaluate(
  async (id) =>
    (
      await (
        await fetch(`/api/index/order/orderDetail?id=${id}`, {
          headers: { token: localStorage.getItem('token') },
        })
      ).json()
    ).data.pass.code,
  t.id,
);
console.log('ticket', t.id, 'code', passCode);

const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
await desk.addInitScript(() => localStorage.setItem('console.lang', 'en'));
const p = await desk.newPage();
p.on('pageerror', (e) => console.log('PAGEERROR', e.message));
p.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning')
    console.log('CONSOLE', m.type(), m.text().slice(0, 200));
});
await p.goto(`${base}/console/`);
await p.waitForTimeout(1500);
await p.screenshot({ path: `${out}/01-login.png` });
await p.getByLabel('User name').fill('admin');
await p.getByLabel('Password').fill('admin-pass-123456');
await p.getByRole('button', { name: /Log in/ }).click();
await p.waitForTimeout(2000);
await p.screenshot({ path: `${out}/02-orders.png` });
await p.getByPlaceholder('All or part of it').fill('aisha');
await p
  .getByRole('button', { name: /Query|Search/ })
  .click()
  .catch(() => console.log('no query button'));
await p.waitForTimeout(1500);
await p.screenshot({ path: `${out}/03-orders-filtered.png` });
await p
  .getByRole('link', { name: /^T/ })
  .first()
  .click()
  .catch(async () => {
    await p.locator('td a').first().click();
  });
await p.waitForTimeout(1500);
await p.screenshot({ path: `${out}/04-detail.png`, fullPage: true });
await p.getByRole('button', { name: 'Refund' }).click();
await p.getByText('Some units of some lines').click();
await p.waitForTimeout(500);
await p.screenshot({ path: `${out}/05-refund-dialog.png` });
await p.keyboard.press('Escape');
for (const [route, name] of [
  ['/refunds', '06-refunds'],
  ['/kitchen', '07-kitchen'],
  ['/counter', '08-counter'],
  ['/staff', '09-staff'],
  ['/audit', '10-audit'],
]) {
  await p.goto(`${base}/console/#${route}`);
  await p.waitForTimeout(1800);
  await p.screenshot({ path: `${out}/${name}.png` });
}
const gate = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});
await gate.addInitScript(() => localStorage.setItem('console.lang', 'en'));
const g = await gate.newPage();
await g.goto(`${base}/console/#/login`);
await g.getByLabel('User name').fill('admin');
await g.getByLabel('Password').fill('admin-pass-123456');
await g.getByRole('button', { name: /Log in/ }).click();
await g.waitForTimeout(1500);
await g.goto(`${base}/console/#/gate`);
await g.waitForTimeout(1500);
await g.screenshot({ path: `${out}/11-gate.png` });
await g.getByLabel('Ticket code').fill(passCode);
await g.getByRole('button', { name: 'Check in' }).click();
await g.waitForTimeout(1200);
await g.screenshot({ path: `${out}/12-gate-green.png` });
await g.getByLabel('Ticket code').fill(passCode);
await g.getByRole('button', { name: 'Check in' }).click();
await g.waitForTimeout(1200);
await g.screenshot({ path: `${out}/13-gate-red.png` });
await browser.close();
