import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { MAX_SWIPER_PICTURES } from '@scenic/contracts';
import { Button, Space, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureField } from '#console/components/picture-field.tsx';
import { useUpload } from '#console/components/use-upload.tsx';

/**
 * A swiper's pictures: each shown small, moved left or right or removed, and more uploaded at
 * the end (up to the swiper's limit).
 */
export function PictureListField({
  value = [],
  onChange,
  label,
}: {
  value?: string[];
  onChange?: (list: string[]) => void;
  /** Names the pictures for screen readers ("Map, English"). */
  label: string;
}) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    onChange?.(next);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.length > 0 && (
        <div className="home-thumbs">
          {value.map((src, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one picture may be in a swiper twice
            <figure key={`${index}:${src}`} className="home-thumb">
              <img src={src} alt={t('home.pictureOf', { label, n: index + 1 })} />
              <figcaption>
                <Tooltip title={t('home.moveLeft')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowLeftOutlined />}
                    aria-label={`${t('home.moveLeft')} ${index + 1}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                </Tooltip>
                <span>{index + 1}</span>
                <Tooltip title={t('home.moveRight')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowRightOutlined />}
                    aria-label={`${t('home.moveRight')} ${index + 1}`}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                </Tooltip>
                <Tooltip title={t('home.removePicture')}>
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('home.removePicture')} ${index + 1}`}
                    onClick={() => onChange?.(value.filter((_, at) => at !== index))}
                  />
                </Tooltip>
              </figcaption>
            </figure>
          ))}
        </div>
      )}
      {value.length < MAX_SWIPER_PICTURES ? (
        <PictureField onChange={(url) => onChange?.([...value, url])} />
      ) : (
        <span className="muted">{t('home.swiperFull', { n: MAX_SWIPER_PICTURES })}</span>
      )}
    </Space>
  );
}

/** One picture, held as a list of one (a single image's media). */
export function SinglePictureField({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (list: string[]) => void;
}) {
  return (
    <Space align="start">
      {value[0] && <img className="home-thumb__single" src={value[0]} alt="" />}
      <PictureField value={value[0] ?? ''} onChange={(url) => onChange?.([url])} />
    </Space>
  );
}

/**
 * A video's address: choose an MP4 or WebM, watch it upload, play it here. A file the server
 * refuses (not a video, too large) says why and leaves the field as it was.
 */
export function VideoField({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUpload('video', (url) => onChange?.(url));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value && (
        <video className="home-video-check" src={value} controls muted preload="metadata" />
      )}
      <Upload
        accept="video/mp4,video/webm"
        showUploadList={false}
        beforeUpload={upload.beforeUpload}
      >
        <Button icon={<UploadOutlined />} loading={upload.busy}>
          {value ? t('home.replaceVideo') : t('home.uploadVideo')}
        </Button>
      </Upload>
      {upload.status}
      {value && <span className="muted">{value}</span>}
    </Space>
  );
}
