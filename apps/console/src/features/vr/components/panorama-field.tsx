import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpload } from '#console/components/use-upload.tsx';

/**
 * A form field holding a panorama's address: an equirectangular picture (twice as wide as tall),
 * uploaded with progress to its own call, which keeps it up to 4096 px wide (decision 022). A file
 * the server refuses (not a picture, not 2:1, too large) says why and leaves the field as it was.
 */
export function PanoramaField({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUpload('panorama', (url) => onChange?.(url));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        accept="image/jpeg,image/png,image/webp,image/avif"
        showUploadList={false}
        beforeUpload={upload.beforeUpload}
      >
        <Button icon={<UploadOutlined />} loading={upload.busy}>
          {value ? t('vr.replacePanorama') : t('vr.uploadPanorama')}
        </Button>
      </Upload>
      {upload.status}
      <span className="muted">{value || t('vr.noPanorama')}</span>
    </Space>
  );
}
