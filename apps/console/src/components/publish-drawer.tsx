import { Button, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from './form-problem';

/**
 * The console's editing drawer: the form beside the list it edits, Cancel and Publish at the top
 * (Publish submits the form), and what is wrong above the form.
 */
export function PublishDrawer({
  title,
  width = 760,
  onClose,
  onPublish,
  publishing,
  problem,
  actions,
  publishText,
  children,
}: {
  title: ReactNode;
  width?: number;
  onClose: () => void;
  onPublish: () => void;
  publishing: boolean;
  problem: string | null;
  /** Buttons before Cancel (a preview link). */
  actions?: ReactNode;
  /** Instead of "Publish". */
  publishText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open
      width={width}
      title={title}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          {actions}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={publishing} onClick={onPublish}>
            {publishText ?? t('content.publish')}
          </Button>
        </Space>
      }
    >
      <FormProblem problem={problem} />
      {children}
    </Drawer>
  );
}
