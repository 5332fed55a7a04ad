import type { GoodsKind } from '@scenic/contracts';
import Tabs from 'antd-mobile/es/components/tabs';
import { type ReactNode, useEffect, useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ShopIcon } from '#web/components/icons.tsx';
import { InfiniteList } from '#web/components/infinite-list.tsx';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { useGoodsList } from '../api/get-goods-list';
import { useGoodsTypes } from '../api/get-goods-types';
import { GoodsCard, GoodsGridSkeleton } from './goods-card';
import { SearchIcon } from './goods-icons';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 400;
const ALL = 'all';

interface GoodsBrowserProps {
  kind: GoodsKind;
  detailPath: string;
  /** Beside the search box (the store's cart entry). */
  aside?: ReactNode;
}

/** A kind's goods: category tabs, a search box and a two-column grid that loads as it scrolls. */
export function GoodsBrowser({ kind, detailPath, aside }: GoodsBrowserProps) {
  const { t } = useGoodsTexts();
  const types = useGoodsTypes(kind);
  const [tab, setTab] = useState(ALL);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const typeId = tab === ALL ? undefined : Number(tab);
  const list = useGoodsList({
    kind,
    ...(typeId ? { typeId } : {}),
    ...(keyword ? { keyword } : {}),
  });

  return (
    <div className="goods-browser">
      <div className="goods-browser__bar">
        <form
          className="goods-search"
          onSubmit={(event) => {
            event.preventDefault();
            setKeyword(text.trim());
          }}
        >
          <SearchIcon className="goods-search__icon" />
          <input
            type="search"
            className="goods-search__input"
            value={text}
            maxLength={50}
            enterKeyHint="search"
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.search')}
            onChange={(event) => setText(event.target.value)}
            data-testid="goods-search"
          />
        </form>
        {aside}
      </div>

      {(types.data?.length ?? 0) > 0 && (
        <Tabs className="goods-tabs" activeKey={tab} onChange={setTab} stretch={false}>
          <Tabs.Tab key={ALL} title={t('list.all')} />
          {types.data?.map((type) => (
            <Tabs.Tab key={String(type.id)} title={type.name} />
          ))}
        </Tabs>
      )}

      <InfiniteList
        query={list}
        skeleton={<GoodsGridSkeleton />}
        errorWhenEmpty
        onRefresh={() => Promise.all([list.refetch(), types.refetch()])}
        texts={{
          pulling: t('orders.pullToRefresh'),
          canRelease: t('orders.release'),
          refreshing: t('orders.refreshing'),
          refreshed: t('orders.refreshed'),
          loadingMore: t('list.loadingMore'),
          noMore: t('list.noMore'),
        }}
        endClassName="goods-grid__end"
        empty={
          <EmptyState
            icon={keyword ? <SearchIcon /> : <ShopIcon />}
            text={keyword ? t('list.noMatch', { keyword }) : t('list.empty')}
            action={
              keyword
                ? { label: t('list.clearSearch'), onClick: () => setText('') }
                : { label: t('list.backHome'), to: '/' }
            }
          />
        }
      >
        {(items) => (
          <ul className="goods-grid">
            {items.map((goods) => (
              <GoodsCard key={goods.id} goods={goods} to={`${detailPath}?id=${goods.id}`} />
            ))}
          </ul>
        )}
      </InfiniteList>
    </div>
  );
}
