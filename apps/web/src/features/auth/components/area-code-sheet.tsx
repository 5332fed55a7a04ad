import type { AreaCode } from '@scenic/contracts';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '#web/components/icons.tsx';
import { useBackToClose } from '#web/lib/back-closes.ts';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';

/** A bottom sheet of countries and regions; a long list scrolls inside it. */
export function AreaCodeSheet({
  visible,
  codes,
  value,
  onSelect,
  onClose,
}: {
  visible: boolean;
  codes: readonly AreaCode[];
  value: string;
  onSelect: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  useBackToClose(visible, onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="sheet"
    >
      <div className="sheet__head">
        <h2 id="area-code-title">{t('login.areaCodeTitle')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <ul className="sheet__list" aria-labelledby="area-code-title">
        {codes.map((area) => (
          <li key={area.code}>
            <button
              type="button"
              className="sheet__option"
              aria-pressed={area.code === value}
              onClick={() => {
                onSelect(area.code);
                onClose();
              }}
            >
              <span>{area.name}</span>
              <span className="sheet__code">{area.code}</span>
              {area.code === value && <CheckIcon className="sheet__check" />}
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
