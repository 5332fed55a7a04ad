import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpload } from './use-upload';

/**
 * A form field holding a picture's address: choose a file, watch it upload, see it. A file the
 * server refuses (not a picture, too large) says why and leaves the field as it was.
 */
export function PictureField({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUpload('picture', (url) => onChange?.(url));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        accept="image/jpeg,image/png,image/webp,image/avif"
        showUploadList={false}
        beforeUpload={upload.beforeUpload}
      >
        <Button icon={<UploadOutlined />} loading={upload.busy}>
          {value ? t('content.replacePicture') : t('content.uploadPicture')}
        </Button>
      </Upload>
      {upload.status}
      {value && <span className="muted">{value}</span>}
    </Space>
  );
}
