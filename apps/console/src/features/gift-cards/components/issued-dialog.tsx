import type { IssuedGiftCard } from '@scenic/contracts';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardCode } from '../gift-card-values';

/** A code or PIN large enough to read out, with its own copy button. */
function Secret({ text, copy }: { text: string; copy: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      strong
      className="gift-card__secret"
      copyable={{ text, tooltips: [copy, t('giftCards.copied')] }}
    >
      {text}
    </Typography.Text>
  );
}

/**
 * A card staff just issued: its code and PIN, shown this once to hand over now. The PIN is not
 * kept where staff can read it again; the code stays in the list.
 */
export function IssuedDialog({ issued, onClose }: { issued: IssuedGiftCard; onClose: () => void }) {
  const { t } = useTranslation();
  const { card, pin } = issued;
  return (
    <Modal
      open
      title={t('giftCards.issuedTitle', { amount: card.value })}
      onCancel={onClose}
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('giftCards.handedOver')}
        </Button>
      }
    >
      <Alert
        type="warning"
        showIcon
        message={t(pin ? 'giftCards.handOver' : 'giftCards.handOverNoPin')}
        style={{ marginBottom: 16 }}
      />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('giftCards.code')}>
          <Secret text={cardCode(card.code)} copy={t('giftCards.copyCode')} />
        </Descriptions.Item>
        {pin ? (
          <Descriptions.Item label={t('giftCards.pin')}>
            <Secret text={pin} copy={t('giftCards.copyPin')} />
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('giftCards.value')}>RM {card.value}</Descriptions.Item>
        <Descriptions.Item label={t('giftCards.expires')}>{card.expiresOn}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
