import { useNavigate } from 'react-router';
import type { JumpTarget } from '#web/lib/jump.ts';

/** Follows a jump target: a route in the app, or an external address in a new tab. */
export function useJump() {
  const navigate = useNavigate();
  return (target: JumpTarget) => {
    if (target.kind === 'route') navigate(target.to);
    else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
  };
}
