import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithApp, signedIn } from '../../test/providers';
import { AppHeader } from './app-header';
import { DashboardLayout } from './dashboard-layout';
import { Sidebar } from './sidebar';

const header = () => <AppHeader menuOpen={false} onToggleMenu={() => {}} onManageSubscription={() => {}} />;

describe('dashboard frame (spec sections 2 and 6)', () => {
  it('sidebar: Backtest expands to Covered and Spreads; Saved, Contact mail link and Community link', async () => {
    renderWithApp(<Sidebar open={false} onClose={() => {}} />, { path: '/saved' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const backtest = within(nav).getByRole('button', { name: /Backtest/ });
    expect(backtest).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Covered' })).toHaveAttribute('href', '/backtest/covered');
    expect(within(nav).getByRole('link', { name: 'Spreads' })).toHaveAttribute('href', '/backtest/spreads');
    await userEvent.click(backtest);
    expect(backtest).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Covered' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Saved/ })).toHaveAttribute('href', '/saved');
    expect(within(nav).getByRole('link', { name: /Contact/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(within(nav).getByRole('link', { name: /Community/ })).toHaveAttribute('target', '_blank');
  });

  it('header shows the remaining free backtests to free users only', () => {
    const free = renderWithApp(header(), { status: { free_backtests_remaining: 2 } });
    expect(screen.getByTestId('header-free-count')).toHaveTextContent('2 free backtests remaining');
    free.unmount();
    renderWithApp(header(), { status: { trial: true } });
    expect(screen.queryByTestId('header-free-count')).not.toBeInTheDocument();
  });

  it('header names the screen: the comparison is not "Backtest"', () => {
    const titles = ['/saved', '/saved/compare', '/backtest/spreads'].map((path) => {
      const view = renderWithApp(header(), { path });
      const title = screen.getByRole('heading', { level: 1 }).textContent;
      view.unmount();
      return title;
    });
    expect(titles).toEqual(['Saved Backtests', 'Compare Backtests', 'Spreads']);
  });

  it('mobile menu toggle reports its state', async () => {
    const onToggle = vi.fn();
    renderWithApp(<AppHeader menuOpen={false} onToggleMenu={onToggle} onManageSubscription={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onToggle).toHaveBeenCalled();
  });

  it('the mobile menu closes on Escape (it closed only on a tap of its scrim)', async () => {
    renderWithApp(
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path="/saved" element={<p>saved page</p>} />
        </Route>
      </Routes>,
      { path: '/saved', status: { paid: true } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the opened mobile menu takes the focus (its button is under it), Escape gives it back, and tabbing out of it closes it', async () => {
    renderWithApp(
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path="/saved" element={<button type="button">page button</button>} />
        </Route>
      </Routes>,
      { path: '/saved', status: { paid: true } },
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(nav).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('Backtest');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const links = within(nav).getAllByRole('link');
    links.at(-1)?.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('a screen opened from the menu or a button starts at its top; Back leaves the scroll to the browser', async () => {
    // The window scrolls the page: opened from the menu low on a long builder, Spreads showed its
    // last card, its title and Run Backtest out of sight (390 px phone, 2026-12-05).
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    function Back() {
      const navigate = useNavigate();
      return <button type="button" onClick={() => navigate(-1)}>Back</button>;
    }
    renderWithApp(
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path="/backtest/covered" element={<p>covered page</p>} />
          <Route path="/backtest/spreads" element={<Back />} />
        </Route>
      </Routes>,
      { path: '/backtest/covered', status: { paid: true } },
    );
    expect(scrollTo).not.toHaveBeenCalled();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Spreads' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('covered page')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it('account menu (free user): email, Free Backtests remaining, Upgrade to Pro, Sign out; opening refetches the status', async () => {
    const refresh = vi.fn(async () => {});
    const signOut = vi.fn(async () => {});
    renderWithApp(header(), { refresh, status: { free_backtests_remaining: 1 }, auth: fakeAuth(signedIn, { signOut }) });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('trader@example.com');
    // Too long for the menu, the address breaks after its '@' (it broke anywhere, '.com' alone on a line).
    expect(menu.querySelector('.account-email')?.innerHTML).toBe('trader@<wbr>example.com');
    expect(menu).toHaveTextContent('Free Backtests remaining: 1');
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Manage Subscription' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('account menu from the keyboard: focus on its first item, arrows move through the items, Escape gives the focus back', async () => {
    renderWithApp(header(), { auth: fakeAuth(signedIn) });
    const button = screen.getByRole('button', { name: 'Account menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Upgrade to Pro', 'Sign out']);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('account menu (paid or trial): Manage Subscription, no Upgrade', async () => {
    const onManage = vi.fn();
    renderWithApp(<AppHeader menuOpen={false} onToggleMenu={() => {}} onManageSubscription={onManage} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Manage Subscription' }));
    expect(onManage).toHaveBeenCalled();
  });
});
