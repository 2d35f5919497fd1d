/**
 * What a reload of the planning list shows before the app is loaded: the shell's outline and the
 * first screenful of rows, read from IndexedDB. The rows are the list's own row component
 * (PlanningListRow), so they read exactly as they will once the app takes over; the rest are
 * placeholders the size of the filters they stand for, so nothing moves when the app's page
 * replaces this one. Styled by first-screen.css (Chakra is not loaded yet). Not interactive: it
 * is on screen for the fraction of a second the app needs to start.
 */
import type { PlanningRow, StoredUser } from '../../../src-sync/index.js';
import { MENU_LABELS, menuKeysFor } from '../../shared/navigation/menu.js';
import { roleLabel } from '../../shared/session/role-label.js';
import { MENU_ICONS } from '../layout/menu-icons.js';
import { WIDE_COLUMNS, PlanningListRow, ROW_HEIGHT, type RowLayout } from '../../features/planning/list/first-screen-parts.js';
import { VigilShield } from '../../shared/brand/vigil-shield.js';
import './first-screen.css';

/** Blocks the size of the controls the app draws there (search, filters, status buttons). */
function Placeholders({ size, widths }: { size: string; widths: number[] }) {
  return (
    <div className="vfs-bar" data-size={size} aria-hidden="true">
      {widths.map((width, index) => (
        <span key={index} style={{ width }} />
      ))}
    </div>
  );
}

interface FirstScreenProps {
  rows: readonly PlanningRow[];
  user: StoredUser;
  layout: RowLayout;
}

/** The top bar's user menu button, as a picture: initials, name and role. */
function UserBadge({ user }: { user: StoredUser }) {
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <span className="vfs-user">
      <span className="vfs-avatar">{initials}</span>
      <span className="vfs-user-text">
        <span className="vfs-user-name">
          {user.first_name} {user.last_name}
        </span>
        {user.flags && <span className="vfs-user-role">{roleLabel(user, user.flags)}</span>}
      </span>
    </span>
  );
}

/** The role's menu (the same entries the app's sidebar derives), Planning open. */
function Menu({ user }: { user: StoredUser }) {
  return (
    <nav className="vfs-nav" aria-hidden="true">
      <span className="vfs-menu">Menu</span>
      {menuKeysFor(user.flags).map((key) => {
        const Icon = MENU_ICONS[key];
        return (
          <span key={key} className="vfs-item" data-active={key === 'planning' ? '' : undefined}>
            <Icon size={18} />
            {MENU_LABELS[key]}
          </span>
        );
      })}
    </nav>
  );
}

export function FirstScreen({ rows, user, layout }: FirstScreenProps) {
  return (
    <div className="vfs" data-testid="first-screen" aria-busy="true">
      <header className="vfs-top">
        <span className="vfs-brand">
          <span className="vfs-mark">
            <VigilShield />
          </span>
          Vigil
        </span>
        <UserBadge user={user} />
      </header>
      <div className="vfs-body">
        <aside className="vfs-side">
          <Menu user={user} />
        </aside>
        <main className="vfs-main">
          <h1 className="vfs-title">Planning</h1>
          <Placeholders size="search" widths={layout === 'wide' ? [410, 190] : [410, 92]} />
          {layout === 'wide' && <Placeholders size="filters" widths={[176, 176, 176, 176]} />}
          <Placeholders size="statuses" widths={[56, 90, 104, 86, 74, 84, 86, 98, 86]} />
          <div className="vfs-frame">
            {layout === 'wide' && (
              <div className="vfs-head" style={{ gridTemplateColumns: WIDE_COLUMNS }}>
                <span>Identifier</span>
                <span>Client → Branch</span>
                <span>Location</span>
                <span>Start / End ↑</span>
                <span data-end="">Agents</span>
                <span>Status</span>
                <span>Contractor</span>
              </div>
            )}
            <div className="vfs-rows" data-testid="first-screen-rows">
              {rows.map((row, index) => (
                <PlanningListRow key={row.id} row={row} layout={layout} top={index * ROW_HEIGHT[layout]} selected={false} writeMark={undefined} onOpen={null} />
              ))}
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}
