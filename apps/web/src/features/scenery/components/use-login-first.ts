import { useNavigate } from 'react-router';
import { useSession } from '#web/lib/session.ts';
import { LOGIN_REDIRECT_KEY } from '#web/lib/storage.ts';

/**
 * Runs an action that needs a signed-in visitor; without a token it sends them to /login and
 * brings them back to `back` afterwards, as the ticket booking does.
 */
export function useLoginFirst(back: string) {
  const navigate = useNavigate();
  const { token } = useSession();
  return (action: () => void) => {
    if (!token) {
      sessionStorage.setItem(LOGIN_REDIRECT_KEY, back);
      navigate('/login', { state: { from: back } });
      return;
    }
    action();
  };
}
