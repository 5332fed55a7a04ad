/**
 * Where a server's CPU time went: self time per function, and total time per package or file,
 * from a `node --cpu-prof` profile.
 * Usage: node scripts/bench/profile-summary.ts <file.cpuprofile> [how many rows, 25 by default]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file = '', rows = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);

// Each sample's time is the delta to the next one.
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index + 1] ?? 0;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
});
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

/** "node_modules/kysely", "apps/server/src/modules/tickets/service.ts", "(native)". */
const place = (url: string) => {
  if (!url) return '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return `node_modules/${modules[1]}`;
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
};
const frameName = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${place(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

const selfByFunction = new Map<string, number>();
const inclusiveByPlace = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const node = byId.get(id);
  if (!node) continue;
  const name = frameName(node);
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + micros);
  // Count a sample once for each place on its stack (time spent in or under that place).
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at);
    if (!frame?.callFrame.url) continue;
    const where = place(frame.callFrame.url);
    if (seen.has(where)) continue;
    seen.add(where);
    inclusiveByPlace.set(where, (inclusiveByPlace.get(where) ?? 0) + micros);
  }
}

const pct = (micros: number) => `${((micros / total) * 100).toFixed(1).padStart(5)}%`;
const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(rows))
    .map(([name, micros]) => `${pct(micros)}  ${name}`)
    .join('\n');

console.log(
  `${(total / 1e6).toFixed(1)} s sampled\n\nself time by function:\n${top(selfByFunction)}`,
);
console.log(`\ntime in or under each package / file:\n${top(inclusiveByPlace)}`);
