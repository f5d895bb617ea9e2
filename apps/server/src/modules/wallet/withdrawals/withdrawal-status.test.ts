import { describe, expect, it } from 'vitest';
import { transition } from './withdrawal-status.ts';

describe('withdrawal status', () => {
  it('moves pending → approved → paid, or to rejected before it is paid', () => {
    expect(transition('pending', 'approve')).toBe('move');
    expect(transition('approved', 'mark-paid')).toBe('move');
    expect(transition('pending', 'reject')).toBe('move');
    expect(transition('approved', 'reject')).toBe('move');
  });

  it('treats a repeated action as done and refuses the rest', () => {
    expect(transition('approved', 'approve')).toBe('already');
    expect(transition('paid', 'mark-paid')).toBe('already');
    expect(transition('rejected', 'reject')).toBe('already');
    expect(transition('pending', 'mark-paid')).toBe('refused');
    expect(transition('paid', 'reject')).toBe('refused');
    expect(transition('rejected', 'approve')).toBe('refused');
    expect(transition('paid', 'approve')).toBe('refused');
  });
});
