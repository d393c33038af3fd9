import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimCacheSlot } from '../../build/cacheSlots';

// A cache kept per config keeps the slots of the builds that alternate (the site's and the test build's)
// and drops the rest, so a third config cannot make the cache grow without end.

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'docs-cache-slots-'));
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

// A slot as a build that claimed it `secondsAgo` left it (build/cacheSlots.ts CLAIM_FILE).
function slotClaimed(name: string, secondsAgo: number): void {
  mkdirSync(path.join(parent, name));
  writeFileSync(path.join(parent, name, 'entry.json'), 'key\n{}');
  writeFileSync(path.join(parent, name, '.claimed'), String(Date.now() - secondsAgo * 1000));
}

describe('cache slots', () => {
  it('creates the claimed slot and keeps what is already in it', async () => {
    expect(await claimCacheSlot(parent, 'site', 2)).toBe(path.join(parent, 'site'));
    writeFileSync(path.join(parent, 'site', 'entry.json'), 'key\n{}');
    await claimCacheSlot(parent, 'site', 2);
    expect(existsSync(path.join(parent, 'site', 'entry.json'))).toBe(true);
  });

  it('orders slots by claim, so two builds that alternate keep both, however fast they follow each other', async () => {
    for (let round = 0; round < 5; round += 1) {
      await claimCacheSlot(parent, 'site', 2);
      await claimCacheSlot(parent, 'tests', 2);
    }
    await claimCacheSlot(parent, 'site', 2);
    await claimCacheSlot(parent, 'third', 2);
    expect(readdirSync(parent).sort()).toEqual(['site', 'third']);
  });

  it('keeps the most recently used slots and removes the others', async () => {
    slotClaimed('oldest', 300);
    slotClaimed('older', 200);
    slotClaimed('recent', 100);
    await claimCacheSlot(parent, 'new', 2);
    expect(readdirSync(parent).sort()).toEqual(['new', 'recent']);
  });

  it('never removes the slot it claims, even when the clock went back since the others were claimed', async () => {
    slotClaimed('claimed', 0);
    slotClaimed('future-a', -100);
    slotClaimed('future-b', -200);
    await claimCacheSlot(parent, 'claimed', 2);
    expect(existsSync(path.join(parent, 'claimed', 'entry.json'))).toBe(true);
    expect(readdirSync(parent).sort()).toEqual(['claimed', 'future-b']);
  });

  it('removes the loose entries an older, slotless layout left', async () => {
    writeFileSync(path.join(parent, '0a1b2c.json'), 'key\n{}');
    await claimCacheSlot(parent, 'site', 2);
    expect(readdirSync(parent)).toEqual(['site']);
  });
});
