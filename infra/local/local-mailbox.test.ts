import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalMailbox, MAILBOX_KEEP, isLoopback } from './local-mailbox';

describe('local mailbox', () => {
  it('keeps what cognito-local sends, newest first, at most MAILBOX_KEEP', async () => {
    const box = new LocalMailbox(join(mkdtempSync(join(tmpdir(), 'mailbox-')), 'mailbox.json'));
    expect(box.list()).toEqual([]);
    const sender = box.sender();
    await sender.sendEmail({}, {}, 'a@example.com', { __code: '111111' });
    await sender.sendEmail({}, {}, 'b@example.com', { __code: '222222', emailSubject: 'Reset' });
    expect(box.list().map((m) => [m.to, m.code, m.subject])).toEqual([['b@example.com', '222222', 'Reset'], ['a@example.com', '111111', 'Your verification code']]);
    for (let i = 0; i < MAILBOX_KEEP + 5; i++) box.deliver({ to: 'c@example.com', code: String(i), sentAt: '', subject: 's' });
    expect(box.list()).toHaveLength(MAILBOX_KEEP);
    expect(box.list()[0]?.code).toBe(String(MAILBOX_KEEP + 4));
  });

  it('answers only the machine itself', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('192.168.1.20')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});
