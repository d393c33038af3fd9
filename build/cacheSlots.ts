import { promises as fs } from 'node:fs';
import path from 'node:path';

// A cache whose entries depend on something that flips back and forth between builds (the site's config:
// `npm run build` and `npm test`'s build alternate on a maintainer's machine) keeps one folder, a slot, per
// value of it, so each build finds its own entries instead of the other's. Slots are kept by last claim.

/** The file in a slot that orders it among the others: a number, higher for a later claim. */
const CLAIM_FILE = '.claimed';

async function claimOrder(slot: string): Promise<number> {
  const text = await fs.readFile(path.join(slot, CLAIM_FILE), 'utf8').catch(() => '0');
  return Number(text) || 0;
}

/**
 * Marks the slot `name` under `parent` as the last claimed and removes all but the `keep` most recently
 * claimed slots, and any loose file an older layout left in `parent`. Returns the slot's folder.
 */
export async function claimCacheSlot(parent: string, name: string, keep: number): Promise<string> {
  const slot = path.join(parent, name);
  await fs.mkdir(slot, { recursive: true });
  const entries = await fs.readdir(parent, { withFileTypes: true });
  const others = await Promise.all(entries.filter((entry) => entry.isDirectory() && entry.name !== name).map(async (entry) => ({ name: entry.name, order: await claimOrder(path.join(parent, entry.name)) })));
  // Later than every other slot's claim even when the clock went back or two claims share a millisecond.
  const order = Math.max(Date.now(), ...others.map((other) => other.order + 1));
  await fs.writeFile(path.join(slot, CLAIM_FILE), String(order));
  const stale = [...others.sort((a, b) => b.order - a.order).slice(keep - 1).map((other) => other.name), ...entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)];
  await Promise.all(stale.map((each) => fs.rm(path.join(parent, each), { recursive: true, force: true })));
  return slot;
}
