import type {
  HomeGoodsItem,
  HomeShopList,
  HomeTicketItem,
  SectionKeyword,
} from '@scenic/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarIcon } from '#web/components/icons.tsx';
import { RentalPrice } from '#web/components/rental-price.tsx';
import { Section } from '#web/components/section.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { detailPath } from '#web/lib/jump.ts';
import { formatPrice } from '#web/lib/price.ts';

function TicketRow({ item }: { item: HomeTicketItem }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className="ticket-row" to={detailPath({ type: 'ticket', id: item.id }, 'index')}>
        <UploadImg
          src={item.cover}
          sizes="30vw"
          naturalWidth={800}
          alt=""
          width={240}
          height={180}
          loading="lazy"
          decoding="async"
        />
        <span className="ticket-row__body">
          <span className="ticket-row__name">{item.name}</span>
          <span className="ticket-row__foot">
            <span className="price">{formatPrice(t, item.price, true)}</span>
            <span className="ticket-row__cta" aria-hidden="true">
              {t('home.bookNow')}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

function GoodsCard({ item, kind }: { item: HomeGoodsItem; kind: SectionKeyword }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className="goods-card" to={detailPath({ type: kind, id: item.id }, 'index')}>
        <UploadImg
          src={item.cover}
          sizes="50vw"
          naturalWidth={600}
          alt=""
          width={480}
          height={480}
          loading="lazy"
          decoding="async"
        />
        <span className="goods-card__name">{item.name}</span>
        <span className="goods-card__meta">
          {item.score > 0 && (
            <span className="goods-card__score">
              <StarIcon />
              <span aria-hidden="true">{item.score.toFixed(1)}</span>
              <span className="visually-hidden">
                {t('home.score', { score: item.score.toFixed(1) })}
              </span>
            </span>
          )}
          <span className="price">
            <RentalPrice amount={item.min_price} unit={item.rent_unit} from />
          </span>
        </span>
      </Link>
    </li>
  );
}

interface GoodsSectionProps {
  testId: string;
  title: string;
  more: string;
  items: HomeGoodsItem[];
  kind: SectionKeyword;
}

function GoodsSection({ testId, title, more, items, kind }: GoodsSectionProps) {
  if (items.length === 0) return null;
  return (
    <Section testId={testId} title={title} more={more}>
      <ul className="goods-grid">
        {items.map((item) => (
          <GoodsCard key={item.id} item={item} kind={kind} />
        ))}
      </ul>
    </Section>
  );
}

/** Tickets, shop, rental and food lists of the home page; taps open details with from=index. */
export function HomeLists({ lists }: { lists: HomeShopList }) {
  const { t } = useTranslation();
  return (
    <>
      {lists.ticketList.length > 0 && (
        <Section testId="home-tickets" title={t('home.ticketList')} more="/ticket">
          <ul className="ticket-list">
            {lists.ticketList.map((item) => (
              <TicketRow key={item.id} item={item} />
            ))}
          </ul>
        </Section>
      )}
      <GoodsSection
        testId="home-shop"
        title={t('home.shopList')}
        more="/shop"
        items={lists.storeGoods}
        kind="store"
      />
      <GoodsSection
        testId="home-rental"
        title={t('home.rentalList')}
        more="/zulin/index"
        items={lists.hireGoods}
        kind="hire"
      />
      <GoodsSection
        testId="home-food"
        title={t('home.foodList')}
        more="/dianCan"
        items={lists.foodGoods}
        kind="food"
      />
    </>
  );
}
