import { type GoodsDetail, rmToSen, senToRm, validationMessage } from '@scenic/contracts';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useState } from 'react';
import { RentalPrice } from '#web/components/rental-price.tsx';
import { Stepper } from '#web/components/stepper.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { useBackToClose } from '#web/lib/back-closes.ts';
import { toYmd } from '#web/lib/date-format.ts';
import { formatPrice } from '#web/lib/price.ts';
import { showToast } from '#web/lib/toast.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { lineTotal, periodUnits, type RentalPeriod, startOfToday } from '../rental';
import {
  findSku,
  initialSelection,
  isOptionAvailable,
  maxUnits,
  type Selection,
  type Sku,
  specText,
} from '../sku';
import { RentalPeriodPicker } from './rental-period';

export interface SkuChoice {
  sku: Sku;
  num: number;
  /** Rentals only: the dates, or the day and hours. */
  period?: RentalPeriod;
}

interface SkuSheetProps {
  detail: GoodsDetail;
  visible: boolean;
  confirmText: string;
  onClose: () => void;
  onConfirm: (choice: SkuChoice) => void;
  /** Units of a combination already in the cart: the sheet offers only what still fits a line. */
  inCart?: (specId: number) => number;
}

/** Few enough left to say so. */
const FEW_LEFT = 10;

/**
 * The buy-sku sheet: one button per option of each spec (the first combination preselected,
 * SPEC §3), the chosen combination's price and stock, the quantity, and for rentals the period.
 */
export function SkuSheet({
  detail,
  visible,
  confirmText,
  onClose,
  onConfirm,
  inCart,
}: SkuSheetProps) {
  const { t } = useGoodsTexts();
  const locale = useLocale();
  useBackToClose(visible, onClose);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(detail));
  const [wanted, setWanted] = useState(1);
  const [period, setPeriod] = useState<RentalPeriod | null>(() =>
    detail.rent?.unit === 'hour' ? { start: toYmd(startOfToday()), hours: 1 } : null,
  );

  const rentUnit = detail.rent?.unit;
  // Opened again after the park's midnight: a start that is now in the past moves to today.
  useEffect(() => {
    if (!visible) return;
    const today = toYmd(startOfToday());
    setPeriod((current) => {
      if (!current || current.start >= today) return current;
      return rentUnit === 'hour' ? { start: today, hours: current.hours ?? 1 } : null;
    });
  }, [visible, rentUnit]);

  const sku = findSku(detail, selection);
  const stockMax = maxUnits(sku);
  const max = Math.max(0, stockMax - (sku && inCart ? inCart(sku.id) : 0));
  const num = Math.max(1, Math.min(wanted, max));
  const units = detail.rent ? periodUnits(detail.rent.unit, period) : 1;
  const price = sku?.price ?? detail.min_price;
  const total = lineTotal(price, num, Math.max(units, 1));
  const chosenText = specText(detail, sku);

  const choose = (specId: number, optionId: number) =>
    setSelection((current) => ({ ...current, [String(specId)]: optionId }));

  const confirm = () => {
    if (!sku || max <= 0) return;
    if (detail.rent && units === 0) {
      showToast(validationMessage('dateRequired', locale));
      return;
    }
    onConfirm({ sku, num, ...(detail.rent && period ? { period } : {}) });
  };

  const blocked = !sku || sku.stock <= 0 || max <= 0;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="sku-sheet"
      data-testid="sku-sheet"
    >
      <div className="sku-sheet__head">
        <UploadImg
          className="sku-sheet__cover"
          src={detail.cover}
          sizes="96px"
          alt=""
          width={96}
          height={96}
        />
        <div className="sku-sheet__summary">
          <span className="money money--large">
            <RentalPrice amount={price} unit={detail.rent?.unit} />
          </span>
          <span className="sku-sheet__stock">
            {!sku
              ? t('sku.unavailable')
              : sku.stock <= 0
                ? t('sku.soldOut')
                : sku.stock <= FEW_LEFT
                  ? t('sku.fewLeft', { count: sku.stock })
                  : t('sku.inStock')}
          </span>
          {chosenText && (
            <span className="sku-sheet__chosen">{t('sku.chosen', { spec: chosenText })}</span>
          )}
        </div>
      </div>

      <div className="sku-sheet__body">
        {detail.spec_list.map((spec) => (
          <fieldset key={spec.id} className="sku-sheet__spec">
            <legend className="sku-sheet__label">{spec.name}</legend>
            <div className="sku-options">
              {spec.child.map((option) => {
                const on = selection[String(spec.id)] === option.id;
                const available = isOptionAvailable(detail, selection, spec.id, option.id);
                return (
                  <button
                    key={option.id}
                    type="button"
                    className={`sku-option${on ? ' sku-option--on' : ''}`}
                    aria-pressed={on}
                    disabled={!available}
                    data-testid="sku-option"
                    data-spec-id={spec.id}
                    data-option-id={option.id}
                    onClick={() => choose(spec.id, option.id)}
                  >
                    {option.name}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}

        {detail.rent && (
          <RentalPeriodPicker rent={detail.rent} period={period} onChange={setPeriod} />
        )}

        <div className="sku-sheet__row">
          <div>
            <h3 className="sku-sheet__label">{t('sku.quantity')}</h3>
            {sku && sku.stock > 0 && max <= 0 && (
              <span className="sku-sheet__hint sku-sheet__hint--warn">{t('sku.cartFull')}</span>
            )}
          </div>
          <div data-testid="sku-num">
            <Stepper
              min={1}
              max={Math.max(max, 1)}
              value={num}
              disabled={blocked}
              label={t('sku.quantity')}
              onChange={setWanted}
            />
          </div>
        </div>
      </div>

      <div className="sku-sheet__foot">
        <div className="sku-sheet__total">
          <span className="action-bar__label">{t('sku.total')}</span>
          <span className="money money--large" data-testid="sku-total">
            {formatPrice(t, total)}
          </span>
          {detail.rent && rmToSen(detail.rent.deposit) > 0 && (
            <span className="sku-sheet__deposit">
              {t('rental.depositTotal', {
                amount: formatPrice(t, senToRm(rmToSen(detail.rent.deposit) * num)),
              })}
            </span>
          )}
        </div>
        <button
          type="button"
          className="button button--accent action-bar__button"
          disabled={blocked}
          onClick={confirm}
          data-testid="sku-confirm"
        >
          {sku && sku.stock <= 0 ? t('sku.soldOut') : confirmText}
        </button>
      </div>
    </Popup>
  );
}
