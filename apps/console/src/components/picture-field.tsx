import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpload } from './use-upload';

/** The button's words, and what the field says while empty (nothing for a plain picture). */
const TEXTS = {
  picture: { upload: 'content.uploadPicture', replace: 'content.replacePicture', none: null },
  panorama: { upload: 'vr.uploadPanorama', replace: 'vr.replacePanorama', none: 'vr.noPanorama' },
} as const;

/**
 * A form field holding a picture's address: choose a file, watch it upload, see it. A file the
 * server refuses (not a picture, too large; for a panorama, not twice as wide as tall) says why
 * and leaves the field as it was.
 */
export function PictureField({
  kind = 'picture',
  value,
  onChange,
}: {
  kind?: keyof typeof TEXTS;
  value?: string;
  onChange?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUpload(kind, (url) => onChange?.(url));
  const texts = TEXTS[kind];
  const shown = value || (texts.none && t(texts.none));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        accept="image/jpeg,image/png,image/webp,image/avif"
        showUploadList={false}
        beforeUpload={upload.beforeUpload}
      >
        <Button icon={<UploadOutlined />} loading={upload.busy}>
          {t(value ? texts.replace : texts.upload)}
        </Button>
      </Upload>
      {upload.status}
      {shown && <span className="muted">{shown}</span>}
    </Space>
  );
}
