import type { GoodsDetail } from '@scenic/contracts';
import type { ReactNode } from 'react';
import { useIdParam } from '#web/lib/id-param.ts';
import { useGoodsDetail } from '../api/get-goods-detail';
import { DetailMissing, DetailSkeleton, isGone } from './detail-parts';

interface WithGoodsDetailProps {
  /** Where "not found" leads back to, and what that button says. */
  back: string;
  backText: string;
  children: (goods: GoodsDetail) => ReactNode;
}

/**
 * Loads the good of the address (`?id=`) and renders it; until then a skeleton, and for a bad link,
 * a good taken off sale or a failed load, the not-found state or a retry.
 */
export function WithGoodsDetail({ back, backText, children }: WithGoodsDetailProps) {
  const id = useIdParam();
  const detail = useGoodsDetail(id);

  if (id <= 0 || (detail.isError && !detail.data)) {
    return (
      <DetailMissing
        failed={id > 0 && !isGone(detail.error)}
        onRetry={() => void detail.refetch()}
        back={back}
        backText={backText}
      />
    );
  }
  if (detail.isPending) return <DetailSkeleton />;
  return <>{children(detail.data)}</>;
}
