/** The set-password link: a first password (invitation, sign-up) says so, so the page greets a
 * new user with "Set your password"; a reset does not. The token is the same kind either way. */
import { describe, expect, it } from 'vitest';
import { setPasswordLink } from '../../../server/mail/set-password-mail.js';

describe('set-password link', () => {
  it('marks a first password and leaves a reset as it was', () => {
    expect(setPasswordLink('http://127.0.0.1:8080', 'tok_1', 'invitation')).toBe('http://127.0.0.1:8080/resetpassword?token=tok_1&first=1');
    expect(setPasswordLink('http://127.0.0.1:8080', 'tok_1', 'welcome')).toBe('http://127.0.0.1:8080/resetpassword?token=tok_1&first=1');
    expect(setPasswordLink('http://127.0.0.1:8080', 'tok_1', 'reset')).toBe('http://127.0.0.1:8080/resetpassword?token=tok_1');
    expect(setPasswordLink('http://127.0.0.1:8080', 'tok_1', 'already-registered')).toBe('http://127.0.0.1:8080/resetpassword?token=tok_1');
  });
});
