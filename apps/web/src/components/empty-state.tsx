import './empty-state.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way on from an empty page: to another page, or an action on this one. */
export type EmptyStateAction =
  | { label: string; to: string; replace?: boolean }
  | { label: string; onClick: () => void };

interface EmptyStateProps {
  /** What there is nothing of, or why the page cannot show it, in the visitor's words. */
  text: ReactNode;
  /** A large line icon above the text (components/icons.tsx). */
  icon?: ReactNode;
  /** None where the page itself is the way on (a menu still empty). */
  action?: EmptyStateAction | undefined;
  testId?: string;
  /** 'alert' when the visitor is stopped (a checkout that cannot go on), so it is read out. */
  role?: 'alert';
}

/**
 * A page or list with nothing to show: an icon, a line saying so, and the way on. Every empty
 * page of the app is this one shape, so they look and read alike.
 */
export function EmptyState({ text, icon, action, testId, role }: EmptyStateProps) {
  return (
    <div className="empty-state" data-testid={testId} role={role}>
      {icon}
      <p>{text}</p>
      {action &&
        ('to' in action ? (
          <Link className="button button--primary" to={action.to} replace={action.replace}>
            {action.label}
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={action.onClick}>
            {action.label}
          </button>
        ))}
    </div>
  );
}
