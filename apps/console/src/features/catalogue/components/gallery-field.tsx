import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_GALLERY } from '@scenic/contracts';
import { Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpload } from '#console/components/use-upload.tsx';

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
  const upload = useUpload('picture', (url) => onChange?.([...value, url]));

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
            beforeUpload={upload.beforeUpload}
          >
            <Button icon={<PlusOutlined />} loading={upload.busy}>
              {t('catalogue.addPicture')}
            </Button>
          </Upload>
        )}
      </div>
      {upload.status}
    </Space>
  );
}
