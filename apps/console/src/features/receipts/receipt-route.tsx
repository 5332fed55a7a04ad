import './receipts.css';
import { PageContainer } from '@ant-design/pro-components';
import { App, Button, Result, Segmented, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '#console/lib/request.ts';
import { downloadDocumentPdf, useOrderReceipts } from './api/receipts';
import { DocumentView } from './components/document-view';

/**
 * An order's receipt, the receipts of date changes' differences paid later and its credit notes,
 * one at a time (the segments above), to check, print on A4 or save as PDF: the same documents the
 * visitor reads. A later receipt's segment is `r<id>`, a credit note's its id.
 */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const receipts = useOrderReceipts(valid ? id : 0);
  const [chosen, setChosen] = useState<string>('receipt');
  const [saving, setSaving] = useState(false);
  const back = <Link to={`/orders/${id}`}>{t('receipts.backToOrder')}</Link>;

  if (!valid) return <Result status="404" title={t('common.notFound')} />;
  const data = receipts.data;
  const note = data?.creditNotes.find((each) => String(each.id) === chosen);
  const supplement = data?.supplementaryReceipts.find((each) => `r${each.id}` === chosen);
  const shown = note ?? supplement ?? data?.receipt;

  const save = async () => {
    if (!shown) return;
    setSaving(true);
    try {
      await downloadDocumentPdf(id, {
        number: shown.number,
        note: note?.id,
        supplement: supplement?.id,
      });
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageContainer
      title={
        shown
          ? `${t(note ? 'receipts.creditNote' : 'receipts.receipt')} ${shown.number}`
          : t('receipts.receipt')
      }
      onBack={() => window.history.back()}
      extra={
        shown && (
          <Space>
            <Button onClick={() => window.print()}>{t('receipts.print')}</Button>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('receipts.download')}
            </Button>
          </Space>
        )
      }
    >
      {receipts.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {receipts.isError && (
        <Result
          status="warning"
          title={receipts.error.message}
          extra={[
            <Button key="retry" onClick={() => void receipts.refetch()}>
              {t('common.retry')}
            </Button>,
            back,
          ]}
        />
      )}
      {data && shown && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {data.creditNotes.length + data.supplementaryReceipts.length > 0 && (
            <Segmented
              value={chosen}
              onChange={(value) => setChosen(String(value))}
              options={[
                { value: 'receipt', label: `${t('receipts.receipt')} ${data.receipt.number}` },
                ...data.supplementaryReceipts.map((each) => ({
                  value: `r${each.id}`,
                  label: `${t('receipts.receipt')} ${each.number} (+ RM ${each.total})`,
                })),
                ...data.creditNotes.map((each) => ({
                  value: String(each.id),
                  label: `${t('receipts.creditNote')} ${each.number} (− RM ${each.total})`,
                })),
              ]}
            />
          )}
          <DocumentView document={shown} />
        </Space>
      )}
    </PageContainer>
  );
}
