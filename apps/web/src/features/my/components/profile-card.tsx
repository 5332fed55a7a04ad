import type { Visitor } from '@scenic/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '#web/components/icons.tsx';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { initialOf, maskedContact } from '../mask';

/** The logged-in visitor: picture or initial, name and a masked phone or e-mail. */
export function ProfileCard({ user }: { user: Visitor }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const contact = maskedContact(user);
  const name = user.nickname || contact || t('my.visitor');
  return (
    <section className="my-hero" data-testid="my-profile" aria-label={t('my.profile')}>
      {user.avatar ? (
        <img className="my-hero__avatar" src={user.avatar} alt="" width={64} height={64} />
      ) : (
        <span className="my-hero__avatar my-hero__avatar--initial" aria-hidden="true">
          {user.nickname ? initialOf(user.nickname) : <UserIcon />}
        </span>
      )}
      <div className="my-hero__text">
        <h2 className="my-hero__name">{name}</h2>
        {contact && contact !== name && <p className="my-hero__contact">{contact}</p>}
      </div>
    </section>
  );
}

/** A visitor without a session: what logging in gives, and the way to it. */
export function GuestCard() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <section className="my-hero my-hero--guest" aria-label={t('my.profile')}>
      <span className="my-hero__avatar my-hero__avatar--guest" aria-hidden="true">
        <UserIcon />
      </span>
      <div className="my-hero__text">
        <h2 className="my-hero__name">{t('my.guestTitle')}</h2>
        <p className="my-hero__contact">{t('my.guestText')}</p>
      </div>
      <Link
        to="/login"
        state={{ from: '/my' }}
        className="button button--light"
        data-testid="my-login"
      >
        {t('my.login')}
      </Link>
    </section>
  );
}
