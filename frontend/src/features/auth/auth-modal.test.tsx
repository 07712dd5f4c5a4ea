import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthFailure } from '../../lib/auth/auth-types';
import { fakeAuth, renderWithApp } from '../../test/providers';
import { AuthModal } from './auth-modal';

const signedOut = { status: 'signedOut' } as const;

describe('Auth modal (spec sections 2, 5 and 8)', () => {
  it('signs in with email and password', async () => {
    const signIn = vi.fn(async () => 'signedIn' as const);
    const onClose = vi.fn();
    renderWithApp(<AuthModal initialMode="signIn" onClose={onClose} />, { auth: fakeAuth(signedOut, { signIn }) });
    await userEvent.type(screen.getByLabelText('Email'), 'trader@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('trader@example.com', 'secret1');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('requires an email and a password of at least 6 characters, inline', async () => {
    const signIn = vi.fn(async () => 'signedIn' as const);
    renderWithApp(<AuthModal initialMode="signIn" onClose={() => {}} />, { auth: fakeAuth(signedOut, { signIn }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('create account shows the server policy; a policy error shows inline and refreshes the policy', async () => {
    const refreshPasswordPolicy = vi.fn(async () => {});
    const signUp = vi.fn(async () => Promise.reject(new AuthFailure('Password did not conform with policy: Password must have uppercase characters', 'InvalidPasswordException')));
    const auth = fakeAuth(signedOut, {
      signUp,
      refreshPasswordPolicy,
      passwordPolicy: { minimumLength: 8, requireLowercase: false, requireUppercase: false, requireNumbers: true, requireSymbols: false },
    });
    renderWithApp(<AuthModal initialMode="signUp" onClose={() => {}} />, { auth });
    expect(screen.getByRole('note', { name: 'Requirements' })).toHaveTextContent('At least 8 characters');
    expect(screen.getByRole('note', { name: 'Requirements' })).toHaveTextContent('A number');
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'abcdefg1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password did not conform with policy');
    expect(refreshPasswordPolicy).toHaveBeenCalled();
  });

  it('asks for the confirmation code when the pool requires it', async () => {
    const confirmSignUp = vi.fn(async () => 'signedIn' as const);
    const onClose = vi.fn();
    const auth = fakeAuth(signedOut, { signUp: async () => 'confirmSignUp', confirmSignUp });
    renderWithApp(<AuthModal initialMode="signUp" onClose={onClose} />, { auth });
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await userEvent.type(await screen.findByLabelText('Confirmation code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirmSignUp).toHaveBeenCalledWith('new@example.com', '123456', 'abcdef');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('opens with the focus in the Email field, not on the dialog box', async () => {
    renderWithApp(<AuthModal initialMode="signIn" onClose={() => {}} />, { auth: fakeAuth(signedOut) });
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.co');
  });

  it('Google is disabled locally with the reason shown', () => {
    renderWithApp(<AuthModal initialMode="signIn" onClose={() => {}} />, { auth: fakeAuth(signedOut) });
    const google = screen.getByRole('button', { name: /Continue with Google/ });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription('Google sign-in is off in local mode');
  });

  it('switches between sign in and create account', async () => {
    renderWithApp(<AuthModal initialMode="signIn" onClose={() => {}} />, { auth: fakeAuth(signedOut) });
    await userEvent.click(screen.getByRole('button', { name: 'Create one' }));
    expect(screen.getByRole('dialog', { name: 'Create account' })).toBeInTheDocument();
  });

  it('Forgot password?: sends a code, says the same for any email, points to the local mailbox, sets the new password and signs in', async () => {
    const requestPasswordReset = vi.fn(async () => {});
    const confirmPasswordReset = vi.fn(async () => {});
    const signIn = vi.fn(async () => 'signedIn' as const);
    const onClose = vi.fn();
    const auth = fakeAuth(signedOut, { requestPasswordReset, confirmPasswordReset, signIn, localMailboxUrl: 'http://localhost:3000/local-mailbox' });
    renderWithApp(<AuthModal initialMode="signIn" onClose={onClose} />, { auth });
    await userEvent.type(screen.getByLabelText('Email'), 'trader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('trader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(requestPasswordReset).toHaveBeenCalledWith('trader@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for trader@example.com, a verification code is on its way');
    expect(screen.getByRole('link', { name: 'local mailbox' })).toHaveAttribute('href', 'http://localhost:3000/local-mailbox');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the verification code from your email');
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    await userEvent.type(screen.getByLabelText('New password'), 'defgh');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(confirmPasswordReset).toHaveBeenCalledWith('trader@example.com', '123456', 'abcdefgh');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('trader@example.com', 'abcdefgh'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('the reset view opens with the focus in its Email field, and its code step in the code field, as the sign-in dialog does', async () => {
    const requestPasswordReset = vi.fn(async () => {});
    renderWithApp(<AuthModal initialMode="signIn" onClose={() => {}} />, { auth: fakeAuth(signedOut, { requestPasswordReset }) });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Verification code')).toHaveFocus();
  });

  it('shows a wrong code inline and stays on the reset step', async () => {
    const confirmPasswordReset = vi.fn(async () => Promise.reject(new AuthFailure('Incorrect confirmation code', 'CodeMismatchException')));
    renderWithApp(<AuthModal initialMode="signIn" onClose={() => {}} />, { auth: fakeAuth(signedOut, { confirmPasswordReset }) });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'x@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.type(screen.getByLabelText('New password'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect confirmation code');
    expect(screen.queryByRole('link', { name: 'local mailbox' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});
