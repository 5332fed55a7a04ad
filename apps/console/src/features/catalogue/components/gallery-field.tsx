import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_GALLERY, MAX_PICTURE_BYTES } from '@scenic/contracts';
import { Alert, Button, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';
import { uploadFile } from '#console/lib/upload.ts';

/**
 * An item's gallery: pictures in the order visitors swipe them, each uploaded with progress
 * through the same call as every console picture; one can be taken out again.
 */
export function GalleryField({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div className="gallery">
        {value.map((url, index) => (
          <figure key={url} className="gallery__item">
            <img src={url} alt="" className="goods-thumb" />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('catalogue.removePicture', { n: index + 1 })}
              onClick={() => onChange?.(value.filter((_, at) => at !== index))}
            />
          </figure>
        ))}
        {value.length < MAX_GALLERY && (
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
                  (answer) => onChange?.([...value, answer.url]),
                  (error) => setProblem(errorText(error)),
                )
                .finally(() => setPercent(null));
              return false;
            }}
          >
            <Button icon={<PlusOutlined />} loading={percent !== null}>
              {t('catalogue.addPicture')}
            </Button>
          </Upload>
        )}
      </div>
      {percent !== null && <Progress percent={percent} size="small" />}
      {problem && <Alert role="alert" type="error" showIcon message={problem} />}
    </Space>
  );
}
