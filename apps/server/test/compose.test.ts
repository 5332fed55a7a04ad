import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '#server/config.ts';

// The machines that run CI have no Docker, so compose.yaml (two instances, PostgreSQL, Redis and
// MinIO behind Caddy; docs/scaling.md) is checked here as a file: what an operator relies on.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  hostname?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  entrypoint?: string[];
  restart?: string;
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

const composeText = read('compose.yaml');
const compose = parse(composeText, { merge: true }) as Compose;
const { services } = compose;
const apps = ['app-1', 'app-2'].map((name) => services[name] as Service);
const appEnvironment = (apps[0] as Service).environment as Record<string, string>;

/** What an operator's .env gives compose, standing in for the real secrets. */
const operatorEnv: Record<string, string> = {
  POSTGRES_PASSWORD: 'pg-password-from-env',
  MINIO_ROOT_USER: 'scenic',
  MINIO_ROOT_PASSWORD: 'minio-password-from-env',
  ADMIN_PASSWORD: 'admin-password-from-env',
};

/** Compose's own interpolation: ${VAR}, ${VAR:-default}, ${VAR:?message}; $$ is a literal $. */
function interpolate(value: string, env: Record<string, string>): string {
  return value
    .replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind, rest) => {
      const given = env[name];
      if (given !== undefined && given !== '') return given;
      if (kind === '?') throw new Error(`${name} is required: ${rest}`);
      return kind === '-' ? rest : '';
    })
    .replaceAll('$$', '$');
}

/** Every variable apps/server/src/config.ts reads: the keys of its schema. */
function configKeys(): Set<string> {
  const source = read('apps/server/src/config.ts');
  const schema = source.slice(
    source.indexOf('const configSchema = z.object({'),
    source.indexOf('export type Config'),
  );
  return new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? ''));
}

describe('compose.yaml', () => {
  it('runs two app instances, PostgreSQL, Redis, MinIO with its bucket, and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['app-1', 'app-2', 'minio', 'minio-init', 'postgres', 'proxy', 'redis'].sort(),
    );
    for (const app of apps) expect(app.build).toBe('.');
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.minio?.image).toMatch(/^minio\/minio:/);
    expect(services['minio-init']?.image).toMatch(/^minio\/mc:/);
    expect(services.proxy?.image).toMatch(/^caddy:/);
  });

  it('gives both instances the same database, Redis, bucket and pictures, under different names', () => {
    const [one, two] = apps as [Service, Service];
    expect(one.environment).toEqual(two.environment);
    expect(one.volumes).toEqual(two.volumes);
    expect(one.hostname).toBe('app-1');
    expect(two.hostname).toBe('app-2');
    // DATA_DIR/uploads holds the public pictures: one volume for both.
    expect(appEnvironment.DATA_DIR).toBe('/data');
    expect(one.volumes).toContain('app-data:/data');
    expect(compose.volumes).toHaveProperty('app-data');
  });

  it('gives the instances only variables the server reads, and a configuration it accepts', () => {
    const known = configKeys();
    expect(known.has('DATABASE_URL')).toBe(true);
    expect(Object.keys(appEnvironment).filter((name) => !known.has(name))).toEqual([]);

    const env = Object.fromEntries(
      Object.entries(appEnvironment).map(([name, value]) => [
        name,
        interpolate(String(value), operatorEnv),
      ]),
    );
    const config = loadConfig(env);
    expect(config.DATABASE_URL).toBe('postgres://scenic:pg-password-from-env@postgres:5432/scenic');
    expect(config.REDIS_URL).toBe('redis://redis:6379');
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.PORT).toBe(8080);
    // MinIO: its own endpoint (the storage then uses path-style addresses), with MinIO's keys.
    expect(config.S3_ENDPOINT).toBe('http://minio:9000');
    expect(config.S3_BUCKET).toBe('scenic-originals');
    expect(config.S3_ACCESS_KEY_ID).toBe('scenic');
    expect(config.S3_SECRET_ACCESS_KEY).toBe('minio-password-from-env');
    expect(config.ADMIN_PASSWORD).toBe('admin-password-from-env');
    // A real park starts empty; the demo is asked for with SEED_DEMO=true.
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('will not start without the secrets, and commits none', () => {
    for (const missing of Object.keys(operatorEnv)) {
      const env = { ...operatorEnv, [missing]: '' };
      expect(() =>
        Object.values(appEnvironment).map((value) => interpolate(String(value), env)),
      ).toThrow(missing);
    }
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (!/PASSWORD|SECRET|KEY_ID|API_KEY|_URL$/.test(variable)) continue;
        // Secrets come from the operator's .env; a URL may only carry one that way.
        const withoutVariables = String(value).replace(/\$\{[^}]*\}/g, '');
        if (/_URL$/.test(variable)) {
          const password = /\/\/[^/@:]*:([^/@]*)@/.exec(withoutVariables)?.[1] ?? '';
          expect(password, `${name} ${variable}`).toBe('');
        } else {
          expect(withoutVariables, `${name} ${variable}`).toBe('');
        }
      }
    }
    for (const secret of ['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'ADMIN_PASSWORD']) {
      expect(composeText).toContain(`\${${secret}:?`);
    }
    expect(read('.gitignore').split('\n')).toContain('.env');
  });

  it('puts the proxy on one port in front of both instances', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation, not JS
    expect(services.proxy?.ports).toEqual(['${PROXY_PORT:-8080}:80']);
    const others = Object.entries(services).filter(([name]) => name !== 'proxy');
    expect(others.filter(([, service]) => service.ports).map(([name]) => name)).toEqual([]);
    expect(services.proxy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy\s+app-1:8080\s+app-2:8080/);
    expect(caddyfile).toContain('health_uri /api/health');
    expect(services.proxy?.depends_on).toEqual({
      'app-1': { condition: 'service_healthy' },
      'app-2': { condition: 'service_healthy' },
    });
  });

  it('checks the health of every long-running service, the instances through /api/health', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'minio-init') continue;
      expect(service.healthcheck, name).toBeDefined();
    }
    for (const app of apps) {
      expect(JSON.stringify(app.healthcheck?.test)).toContain('/api/health');
      expect(app.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
      });
    }
  });

  it('makes the bucket the instances use, once, before they start', () => {
    const init = services['minio-init'] as Service;
    expect(init.restart).toBe('no');
    expect(init.environment?.S3_BUCKET).toBe(appEnvironment.S3_BUCKET);
    const script = interpolate((init.entrypoint ?? []).join(' '), operatorEnv);
    expect(script).toContain('mc alias set local http://minio:9000');
    expect(script).toContain('mc mb --ignore-existing "local/$S3_BUCKET"');
  });

  it('builds the image from the repo on Node 24 with only the package registries', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^FROM node:24(-slim)?$/m);
    expect(dockerfile).toContain('RUN npm ci && npm run build');
    expect(dockerfile).toContain('exec node apps/server/src/server.ts');
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.git', '**/node_modules', 'data', '.env*'])
      expect(ignored).toContain(entry);
  });
});
