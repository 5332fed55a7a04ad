import { UploadOutlined } from '@ant-design/icons';
import { MAX_PICTURE_BYTES } from '@scenic/contracts';
import { Alert, Button, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';
import { uploadFile } from '#console/lib/upload.ts';

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
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        accept="image/jpeg,image/png,image/webp,image/avif"
        showUploadList={false}
        beforeUpload={(file) => {
          setProblem(null);
          if (file.size > MAX_PICTURE_BYTES) {
            setProblem(t('content.pictureTooLarge', { mb: MAX_PICTURE_BYTES / 1024 / 1024 }));
            return Upload.LIST_IGNORE;
          }
          setPercent(0);
          uploadFile('picture', file, setPercent)
            .then(
              (answer) => onChange?.(answer.url),
              (error) => setProblem(errorText(error)),
            )
            .finally(() => setPercent(null));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          {value ? t('content.replacePicture') : t('content.uploadPicture')}
        </Button>
      </Upload>
      {percent !== null && <Progress percent={percent} size="small" />}
      {problem && <Alert role="alert" type="error" showIcon message={problem} />}
      {value && <span className="muted">{value}</span>}
    </Space>
  );
}
