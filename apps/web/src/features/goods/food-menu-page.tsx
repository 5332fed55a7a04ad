import '#web/components/commerce.css';
import './goods.css';
import type { GoodsDetail } from '@scenic/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { showToast } from '#web/lib/toast.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useCartStore } from '#web/stores/cart.ts';
import { lineKey } from '#web/stores/cart-lines.ts';
import { goodsDetailQueryOptions } from './api/get-goods-detail';
import { useGoodsMenu } from './api/get-goods-types';
import { FoodCartBar } from './components/food-cart-bar';
import { BowlIcon } from './components/goods-icons';
import { MenuDish } from './components/menu-dish';
import { type SkuChoice, SkuSheet } from './components/sku-sheet';
import { addToFoodCart, foodCartUnits } from './food-cart';
import { useScrollSpy } from './use-scroll-spy';

function MenuSkeleton() {
  return (
    <div className="food-menu" aria-hidden="true">
      <div className="food-menu__rail">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} style={{ height: 20, margin: '16px 8px', width: 'auto' }} />
        ))}
      </div>
      <ul className="food-menu__dishes">
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className="menu-dish">
            <Skeleton style={{ width: 84, height: 84, flex: 'none' }} />
            <div className="menu-dish__body">
              <Skeleton style={{ height: 18, width: '70%' }} />
              <Skeleton style={{ height: 14, width: '90%' }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Food ordering: the menu by category, a stepper per dish, and the tray at the bottom. */
export default function FoodMenuPage() {
  const { t } = useGoodsTexts();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const menu = useGoodsMenu('food');
  const lines = useCartStore((state) => state.canList);
  const [active, setActive] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [choosing, setChoosing] = useState<GoodsDetail | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const onSection = useCallback((id: string) => setActive(Number(id)), []);
  useScrollSpy('.food-menu__group', onSection, !!menu.data);

  const countOf = (goodsId: number) =>
    lines.filter((line) => line.goods_id === goodsId).reduce((sum, line) => sum + line.num, 0);

  const plus = async (goodsId: number) => {
    setBusy(goodsId);
    try {
      const detail = await queryClient.fetchQuery(goodsDetailQueryOptions(goodsId, locale));
      const only = detail.goodsSpec[0];
      if (detail.spec_list.length === 0 && only) {
        const refused = addToFoodCart(detail, only.id, 1);
        if (refused) showToast(t(refused));
      } else {
        setChoosing(detail);
        setSheetOpen(true);
      }
    } catch {
      // The request client has told the visitor what went wrong.
    } finally {
      setBusy(null);
    }
  };

  const minus = (goodsId: number) => {
    const own = lines.filter((line) => line.goods_id === goodsId);
    const [line] = own;
    if (own.length === 1 && line) {
      useCartStore.getState().setNum(lineKey(line), line.num - 1);
    } else {
      // Several choices of one dish: the tray shows which to take off.
      setCartOpen(true);
    }
  };

  const confirm = ({ sku, num }: SkuChoice) => {
    if (!choosing) return;
    const refused = addToFoodCart(choosing, sku.id, num);
    showToast(t(refused ?? 'food.added'));
    if (!refused) setSheetOpen(false);
  };

  let body: ReactNode;
  if (menu.isPending) body = <MenuSkeleton />;
  else if (menu.isError && !menu.data) body = <LoadError onRetry={() => void menu.refetch()} />;
  else {
    const groups = menu.data.filter((group) => group.goods.length > 0);
    const current = active ?? groups[0]?.id ?? null;
    body =
      groups.length === 0 ? (
        <EmptyState icon={<BowlIcon />} text={t('food.emptyMenu')} />
      ) : (
        <div className="food-menu">
          <nav className="food-menu__rail" aria-label={t('food.categories')}>
            {groups.map((group) => (
              <button
                key={group.id}
                type="button"
                className={`food-menu__tab${group.id === current ? ' food-menu__tab--on' : ''}`}
                aria-current={group.id === current ? 'true' : undefined}
                onClick={() => {
                  setActive(group.id);
                  document
                    .getElementById(`menu-group-${group.id}`)
                    ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
                }}
              >
                {group.name}
              </button>
            ))}
          </nav>
          <div className="food-menu__dishes">
            {groups.map((group) => (
              <section
                key={group.id}
                id={`menu-group-${group.id}`}
                data-section={group.id}
                className="food-menu__group"
                aria-labelledby={`menu-title-${group.id}`}
              >
                <h2 id={`menu-title-${group.id}`} className="food-menu__title">
                  {group.name}
                </h2>
                <ul>
                  {group.goods.map((dish) => (
                    <MenuDish
                      key={dish.id}
                      dish={dish}
                      count={countOf(dish.id)}
                      busy={busy === dish.id}
                      onPlus={() => void plus(dish.id)}
                      onMinus={() => minus(dish.id)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      );
  }

  return (
    <div className="food-page with-action-bar">
      <p className="food-page__lead">{t('food.lead')}</p>
      {body}
      {choosing && (
        <SkuSheet
          key={choosing.id}
          detail={choosing}
          visible={sheetOpen}
          confirmText={t('food.addToOrder')}
          onClose={() => setSheetOpen(false)}
          onConfirm={confirm}
          inCart={(specId) => foodCartUnits(choosing.id, specId)}
        />
      )}
      <FoodCartBar open={cartOpen} onOpenChange={setCartOpen} />
    </div>
  );
}
