import '#web/components/commerce.css';
import './goods.css';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { GoodsBrowser } from './components/goods-browser';

/** The rental counter: bikes, kayaks and more, each priced per hour or per day. */
export default function RentalListPage() {
  const { t } = useGoodsTexts();
  return (
    <div className="goods-list-page">
      <p className="goods-list-page__lead">{t('rental.lead')}</p>
      <GoodsBrowser kind="hire" detailPath="/zulin/detail" />
    </div>
  );
}
