import type { GoodsListItem } from '@scenic/contracts';
import { Link } from 'react-router';
import { UploadImg } from '#web/components/upload-img.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';

interface MenuDishProps {
  dish: GoodsListItem;
  count: number;
  busy: boolean;
  onPlus: () => void;
  onMinus: () => void;
}

/** A dish of the menu: picture, name, price and a − count + stepper bound to the food cart. */
export function MenuDish({ dish, count, busy, onPlus, onMinus }: MenuDishProps) {
  const { t } = useGoodsTexts();
  const to = `/dianCan/detail?id=${dish.id}`;
  return (
    <li className="menu-dish" data-testid="menu-item" data-goods-id={dish.id}>
      <Link to={to} className="menu-dish__cover" tabIndex={-1} aria-hidden="true">
        <UploadImg
          src={dish.cover}
          sizes="84px"
          naturalWidth={800}
          alt=""
          width={84}
          height={84}
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className="menu-dish__body">
        <Link to={to} className="menu-dish__name">
          {dish.name}
        </Link>
        {dish.intro && <p className="menu-dish__intro">{dish.intro}</p>}
        <div className="menu-dish__foot">
          <span className="money">{formatPrice(t, dish.min_price)}</span>
          <div className="menu-stepper">
            {count > 0 && (
              <>
                <button
                  type="button"
                  className="menu-stepper__button menu-stepper__button--minus"
                  aria-label={t('food.less', { name: dish.name })}
                  onClick={onMinus}
                >
                  −
                </button>
                <span className="menu-stepper__count" aria-live="polite">
                  {count}
                </span>
              </>
            )}
            <button
              type="button"
              className="menu-stepper__button menu-stepper__button--plus"
              aria-label={t('food.more', { name: dish.name })}
              disabled={busy}
              onClick={onPlus}
              data-testid="menu-plus"
            >
              +
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
