import type { ReactNode } from 'react';
import { UploadImg } from '#web/components/upload-img.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import type { PricedLine } from '../checkout-lines';

interface CheckoutLineListProps {
  lines: readonly PricedLine[];
  /** How a line's amount reads; by default "RM 12.50 × 2". */
  priceText?: (line: PricedLine & { price: string }) => ReactNode;
}

/** The items being bought: picture, name, chosen options and price × quantity. */
export function CheckoutLineList({ lines, priceText }: CheckoutLineListProps) {
  const { t } = useGoodsTexts();
  return (
    <ul className="checkout-lines">
      {lines.map((line) => (
        <li key={line.key} className="checkout-line" data-testid="checkout-line">
          {line.cover ? (
            <UploadImg
              className="checkout-line__cover"
              src={line.cover}
              sizes="20vw"
              naturalWidth={600}
              alt=""
              width={144}
              height={144}
              decoding="async"
            />
          ) : (
            <span className="checkout-line__cover" aria-hidden="true" />
          )}
          <div className="checkout-line__text">
            <p className="checkout-line__name">{line.name}</p>
            {line.spec && <p className="checkout-line__spec">{line.spec}</p>}
            {line.price === null ? (
              <p className="checkout-line__gone" role="alert">
                {t('goodsCheckout.unavailable')}
              </p>
            ) : (
              <p className="checkout-line__price">
                {priceText ? (
                  priceText({ ...line, price: line.price })
                ) : (
                  <>
                    <span className="money">{formatPrice(t, line.price)}</span>
                    <span className="checkout-line__qty"> × {line.num}</span>
                  </>
                )}
              </p>
            )}
            {line.short !== null && (
              <p className="checkout-line__gone" role="alert">
                {line.short === 0 ? t('sku.soldOut') : t('sku.fewLeft', { count: line.short })}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Grey blocks in the shape of the lines while their goods load. */
export function CheckoutSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1].map((key) => (
        <div key={key} className="detail-card checkout-line">
          <div className="skeleton checkout-line__cover" />
          <div className="checkout-line__text">
            <div className="skeleton" style={{ height: 16, width: '70%' }} />
            <div className="skeleton" style={{ height: 14, width: '40%', marginTop: 8 }} />
          </div>
        </div>
      ))}
    </div>
  );
}
