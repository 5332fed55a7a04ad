import { describe, expect, it } from 'vitest';
import { FLOATING_SIZE_PX, mayFloat } from './customer-service';

describe('the chat button floats only where nothing is under it', () => {
  const buttonBottom = 700;
  const buttonTop = buttonBottom - FLOATING_SIZE_PX;

  it('floats when the page ends above it, with a gap', () => {
    expect(mayFloat(buttonTop - 8, buttonBottom)).toBe(true);
    expect(mayFloat(200, buttonBottom)).toBe(true);
  });

  it('docks when the content reaches it, even by a few pixels', () => {
    expect(mayFloat(buttonTop - 7, buttonBottom)).toBe(false);
    expect(mayFloat(buttonBottom + 400, buttonBottom)).toBe(false);
  });
});
