import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';

/** A row's Change and Delete; Delete asks first, naming the row, and says why if it fails. */
export function EditDeleteButtons({
  name,
  deleteText,
  onEdit,
  onDelete,
}: {
  /** The row as staff know it, in their language ("Canopy walk tickets"). */
  name: string;
  /** What deleting does to visitors, shown in the confirmation. */
  deleteText: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return (
    <Space size={4}>
      <Button size="small" onClick={onEdit}>
        {t('content.edit')}
      </Button>
      <Button
        size="small"
        danger
        onClick={() =>
          modal.confirm({
            title: t('content.deleteTitle', { title: name }),
            content: deleteText,
            okText: t('content.delete'),
            okButtonProps: { danger: true },
            cancelText: t('common.cancel'),
            onOk: () =>
              onDelete().catch((error) => {
                message.error(errorText(error));
              }),
          })
        }
      >
        {t('content.delete')}
      </Button>
    </Space>
  );
}
