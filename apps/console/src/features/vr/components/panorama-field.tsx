import { UploadOutlined } from '@ant-design/icons';
import { MAX_PANORAMA_BYTES, type UploadAnswer } from '@scenic/contracts';
import { Alert, Button, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';
import { sendFile } from '#console/lib/upload.ts';

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
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        accept="image/jpeg,image/png,image/webp,image/avif"
        showUploadList={false}
        beforeUpload={(file) => {
          setProblem(null);
          if (file.size > MAX_PANORAMA_BYTES) {
            setProblem(t('content.pictureTooLarge', { mb: MAX_PANORAMA_BYTES / 1024 / 1024 }));
            return Upload.LIST_IGNORE;
          }
          setPercent(0);
          sendFile<UploadAnswer>('/console/uploads/panorama', file, setPercent)
            .then(
              (answer) => onChange?.(answer.url),
              (error) => setProblem(errorText(error)),
            )
            .finally(() => setPercent(null));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          {value ? t('vr.replacePanorama') : t('vr.uploadPanorama')}
        </Button>
      </Upload>
      {percent !== null && <Progress percent={percent} size="small" />}
      {problem && <Alert role="alert" type="error" showIcon message={problem} />}
      <span className="muted">{value || t('vr.noPanorama')}</span>
    </Space>
  );
}
