import { describe, expect, it } from 'vitest';
import { nextToolbarIndex } from '../../site/demos/toolbarKeys';

describe('nextToolbarIndex', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(nextToolbarIndex('ArrowRight', 0, 4)).toBe(1);
    expect(nextToolbarIndex('ArrowRight', 3, 4)).toBe(0);
    expect(nextToolbarIndex('ArrowLeft', 0, 4)).toBe(3);
  });

  it('jumps with Home and End', () => {
    expect(nextToolbarIndex('Home', 2, 4)).toBe(0);
    expect(nextToolbarIndex('End', 0, 4)).toBe(3);
  });

  it('swaps the arrows right to left', () => {
    expect(nextToolbarIndex('ArrowLeft', 0, 4, true)).toBe(1);
    expect(nextToolbarIndex('ArrowRight', 0, 4, true)).toBe(3);
  });

  it('leaves other keys alone', () => {
    expect(nextToolbarIndex('Enter', 0, 4)).toBeNull();
    expect(nextToolbarIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
